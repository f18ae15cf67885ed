import { jsPDF } from 'jspdf';

/** What a printed card shows, its words already in the reader's language. */
export interface CardPrint {
  associationName: string;
  name: string;
  memberIdLabel: string;
  memberId: string;
  // Label and value pairs under the member ID: belt, division, club.
  details: { label: string; value: string }[];
  validThrough: string;
  // The QR code of the card's token, a PNG data URL (see card-qr).
  qrDataUrl: string;
}

// An ID-1 card (a credit card's size), in millimetres.
const WIDTH = 85.6;
const HEIGHT = 54;
const NAVY = '#0b2a5b';
const GOLD = '#ffd166';

/** The card as a one-page PDF of a wallet card's size: the same fields as on screen. */
export function cardPdf(card: CardPrint): jsPDF {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: [WIDTH, HEIGHT] });
  doc.setProperties({ title: `${card.associationName} — ${card.memberId}` });

  // The association's mark, as in the site's header: a gold "IT" on the navy band.
  doc.setFillColor(NAVY);
  doc.rect(0, 0, WIDTH, 11, 'F');
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(11);
  doc.setTextColor(GOLD);
  doc.text('IT', 4, 7.3);
  doc.setFontSize(8.5);
  doc.setTextColor('#ffffff');
  doc.text(card.associationName, 11, 7.1);

  // A long name or value wraps to a second line at most; what follows moves down with it.
  doc.setTextColor('#000000');
  doc.setFontSize(10.5);
  const nameLines = (doc.splitTextToSize(card.name, 46) as string[]).slice(0, 2);
  doc.text(nameLines, 4, 17);
  let y = 17 + (nameLines.length - 1) * 4.4;

  doc.setFontSize(6);
  doc.setTextColor('#555555');
  doc.setFont('helvetica', 'normal');
  doc.text(card.memberIdLabel, 4, y + 5.5);
  doc.setFont('courier', 'bold');
  doc.setFontSize(9);
  doc.setTextColor('#000000');
  doc.text(card.memberId, 4, y + 9.3);

  y += 13.5;
  for (const { label, value } of card.details) {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(6);
    doc.setTextColor('#555555');
    doc.text(label, 4, y);
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(7);
    doc.setTextColor('#000000');
    const lines = (doc.splitTextToSize(value, 30) as string[]).slice(0, 2);
    doc.text(lines, 18, y);
    y += lines.length * 3 + 1;
  }

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(6.5);
  doc.text(card.validThrough, 4, HEIGHT - 3.5);

  // The QR code with its own white quiet zone, large enough for a phone at arm's length.
  doc.addImage(card.qrDataUrl, 'PNG', WIDTH - 34, 14, 31, 31);
  return doc;
}

/** The PDF's file name: the member ID, which the member will recognise. */
export const cardPdfFileName = (memberId: string) =>
  `member-card-${memberId.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
