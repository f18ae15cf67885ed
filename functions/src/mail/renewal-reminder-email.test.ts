import { renewalReminderEmail } from './renewal-reminder-email';

const details = {
  to: 'paul@example.com',
  kind: 'expires_in_7_days' as const,
  record: 'membership' as const,
  name: 'Leo Novak',
  expiresOn: '2028-02-29',
  renewUrl: 'https://members.example.org/my-account?membership_id=m-1&payment=renew',
};

describe('renewalReminderEmail', () => {
  it('When the member reads English, then it names the date and links the renewal', () => {
    const mail = renewalReminderEmail('en', details);
    expect(mail.to).toBe('paul@example.com');
    expect(mail.message.subject).toBe('Your membership expires in 7 days');
    expect(mail.message.text).toContain('Leo Novak expires on February 29, 2028, in 7 days.');
    expect(mail.message.html).toContain(
      '<a href="https://members.example.org/my-account?membership_id=m-1&amp;payment=renew">',
    );
  });

  it('When the member reads Spanish, then subject, date and button are in Spanish', () => {
    const mail = renewalReminderEmail('es', { ...details, kind: 'expired', record: 'club' });
    expect(mail.message.subject).toBe('Su membresía ha llegado a su fecha de vencimiento');
    expect(mail.message.text).toContain(
      'La membresía del club Leo Novak venció el 29 de febrero de 2028.',
    );
    expect(mail.message.html).toContain('Renovar ahora</a>');
  });

  it('When a name holds markup, then the HTML shows it as text', () => {
    const mail = renewalReminderEmail('en', { ...details, name: '<img src=x>' });
    expect(mail.message.html).toContain('&lt;img src=x&gt;');
    expect(mail.message.html).not.toContain('<img');
  });
});
