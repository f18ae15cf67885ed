import { applicationReceivedEmail } from './application-received-email';

const details = {
  to: 'paul@example.com',
  recipientFirstName: 'Paul',
  athleteName: 'Leo Novak',
  tier: 'basic' as const,
};

describe('applicationReceivedEmail', () => {
  it('When the applicant reads English, then subject and body are in English with the plan price', () => {
    const mail = applicationReceivedEmail('en', details);
    expect(mail.to).toBe('paul@example.com');
    expect(mail.message.subject).toBe('We received your membership application');
    expect(mail.message.text).toContain('membership application for Leo Novak');
    expect(mail.message.text).toContain('Plan: Basic ($167 per year).');
  });

  it('When the applicant reads Spanish, then subject, body and price are in Spanish', () => {
    const mail = applicationReceivedEmail('es', { ...details, tier: 'champion' });
    expect(mail.message.subject).toBe('Recibimos su solicitud de membresía');
    expect(mail.message.text).toContain('Hola Paul:');
    expect(mail.message.html).toContain('Plan: Campeón (247\u00a0US$ al año).');
  });

  it('When a name holds markup, then the HTML shows it as text', () => {
    const mail = applicationReceivedEmail('en', { ...details, athleteName: '<img src=x>' });
    expect(mail.message.html).toContain('&lt;img src=x&gt;');
    expect(mail.message.html).not.toContain('<img');
  });
});
