import { eventEntryEmail } from './event-entry-emails';

const details = {
  to: 'parent@example.test',
  name: 'Maya <Lee>',
  eventTitle: 'Spring Seminar',
  eventDate: '2027-04-10',
  amountCents: 3000,
};

describe('event entry emails', () => {
  it('When an offered place has a fee, then the English email names the fee and the date', () => {
    const mail = eventEntryEmail('en', { ...details, kind: 'offered' });
    expect(mail.to).toBe('parent@example.test');
    expect(mail.message.subject).toBe('A place is free for you: Spring Seminar');
    expect(mail.message.text).toContain('entry fee of $30 from My Account');
    expect(mail.message.text).toContain('April 10, 2027');
    expect(mail.message.html).toContain('Maya &lt;Lee&gt;');
  });

  it('When the member reads Spanish, then the withdrawal and its refund are in Spanish', () => {
    const mail = eventEntryEmail('es', { ...details, kind: 'withdrawn' });
    expect(mail.message.subject).toBe('Inscripción retirada: Spring Seminar');
    expect(mail.message.text).toContain('10 de abril de 2027');
    expect(mail.message.text).toContain('Se reembolsarán');
  });

  it('When an entry is confirmed or waits, then each says so', () => {
    expect(eventEntryEmail('en', { ...details, kind: 'entered' }).message.text).toContain(
      'is entered in Spring Seminar',
    );
    expect(eventEntryEmail('es', { ...details, kind: 'waiting' }).message.text).toContain(
      'lista de espera',
    );
  });

  it('When a fee that bought no place is refunded, then the email says why, in either language', () => {
    const en = eventEntryEmail('en', { ...details, kind: 'refunded' });
    expect(en.message.subject).toBe('Payment refunded: Spring Seminar');
    expect(en.message.text).toContain('payment of $30 for Maya <Lee> in Spring Seminar');
    expect(en.message.text).toContain('refunded to your card');
    const es = eventEntryEmail('es', { ...details, kind: 'refunded' });
    expect(es.message.subject).toBe('Pago reembolsado: Spring Seminar');
    expect(es.message.text).toContain('se reembolsará a su tarjeta');
  });
});
