import { handoverDueEmail, handoverInvitationEmail } from './handover-emails';

describe('handover emails', () => {
  const due = { to: 'p@example.test', name: 'Leo <b>Novak</b>', dueOn: '2027-06-15' };

  it('asks the parent in English for the athlete email, the name escaped in html', () => {
    const mail = handoverDueEmail('en', { ...due, accountUrl: 'https://x.org/my-account' });
    expect(mail.kind).toBe('handoverDue');
    expect(mail.message.subject).toBe('Leo <b>Novak</b> turns 18: hand over their membership');
    expect(mail.message.text).toContain('turned 18 on June 15, 2027');
    expect(mail.message.text).toContain('https://x.org/my-account');
    expect(mail.message.html).toContain('Leo &lt;b&gt;Novak&lt;/b&gt;');
    expect(mail.message.html).not.toContain('<b>Novak');
  });

  it('in Spanish for a Spanish account', () => {
    const mail = handoverDueEmail('es', { ...due, accountUrl: 'https://x.org/my-account' });
    expect(mail.message.text).toContain('cumplió 18 años el 15 de junio de 2027');
    expect(mail.message.text).toContain('Abrir Mi Cuenta');
  });

  it('invites the athlete with the link and its expiry', () => {
    const mail = handoverInvitationEmail('en', {
      to: 'leo@example.test',
      name: 'Leo Novak',
      memberId: 'IL-2026-000042',
      link: 'https://x.org/handover/abc',
      expiresOn: '2027-07-01',
    });
    expect(mail.kind).toBe('handoverInvitation');
    expect(mail.message.text).toContain('member ID IL-2026-000042');
    expect(mail.message.text).toContain('https://x.org/handover/abc');
    expect(mail.message.text).toContain('expires on July 1, 2027');
  });
});
