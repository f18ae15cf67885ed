import { cardPdf, cardPdfFileName } from './card-pdf';
import { cardQrDataUrl } from './card-qr';

const print = async () => ({
  associationName: 'Illinois Taekwondo Association',
  name: 'Maya Lee',
  memberIdLabel: 'Member ID',
  memberId: 'IL-2026-00042',
  details: [
    { label: 'Belt', value: 'Black belt, 1st dan' },
    { label: 'Division', value: 'Junior' },
    { label: 'Club', value: 'Palatine TKD' },
  ],
  validThrough: 'Valid through December 31, 2026',
  qrDataUrl: await cardQrDataUrl('eyJhbGciOiJFUzI1NiJ9.eyJtaWQiOiJJTC0yMDI2LTAwMDQyIn0.c2ln'),
});

describe('cardPdf', () => {
  it('When a card is printed, then the PDF holds its name, member ID, fields and QR image, and no birth date', async () => {
    const pdf = cardPdf(await print()).output();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    for (const text of [
      'Maya Lee',
      'IL-2026-00042',
      'Member ID',
      'Black belt, 1st dan',
      'Junior',
      'Palatine TKD',
      'Valid through December 31, 2026',
      'Illinois Taekwondo Association',
    ]) {
      expect(pdf).toContain(`(${text}) Tj`);
    }
    expect(pdf).toMatch(/\/Subtype \/Image/);
    expect(pdf).not.toMatch(/birth|nacimiento|\b(19|20)\d\d-\d\d-\d\d\b/i);
  });

  it('When a card is printed, then its page has the size of a wallet card', async () => {
    const doc = cardPdf(await print());
    expect(doc.getNumberOfPages()).toBe(1);
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(85.6, 1);
    expect(doc.internal.pageSize.getHeight()).toBeCloseTo(54, 1);
  });

  it('names the file after the member ID', () => {
    expect(cardPdfFileName('IL-2026-00042')).toBe('member-card-IL-2026-00042.pdf');
  });
});
