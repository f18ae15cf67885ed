import { accountLinkEmail } from './account-link-email';

describe('accountLinkEmail', () => {
  it('When a Spanish reader asks to verify, then the email is in Spanish and carries the link', () => {
    const mail = accountLinkEmail('es', {
      to: 'ana@example.test',
      kind: 'verifyEmail',
      link: 'https://iltkd.example/__/auth/action?mode=verifyEmail&oobCode=abc&x=<y>',
    });
    expect(mail.to).toBe('ana@example.test');
    expect(mail.message.subject).toBe('Verifica tu correo electrónico');
    expect(mail.message.text).toContain('oobCode=abc');
    expect(mail.message.html).toContain('x=&lt;y&gt;');
  });

  it('When an English reader asks to reset, then the email says the password stays if ignored', () => {
    const mail = accountLinkEmail('en', {
      to: 'a@b.test',
      kind: 'resetPassword',
      link: 'https://x',
    });
    expect(mail.message.subject).toBe('Reset your password');
    expect(mail.message.text).toContain('your password stays the same');
  });
});
