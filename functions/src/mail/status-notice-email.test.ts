import { statusNoticeEmail } from './status-notice-email';

const details = {
  to: 'paul@example.com',
  record: 'membership' as const,
  name: 'Leo Novak',
  status: 'suspended' as const,
  reason: 'Unpaid tournament fee <b>',
  accountUrl: 'https://members.example.org/my-account',
};

describe('statusNoticeEmail', () => {
  it('When a membership is suspended, then the English notice says what changed and why', () => {
    const mail = statusNoticeEmail('en', details);
    expect(mail.message.subject).toBe('Your membership has been suspended');
    expect(mail.message.text).toContain(
      'An administrator has suspended the membership of Leo Novak.',
    );
    expect(mail.message.text).toContain('Reason: Unpaid tournament fee <b>');
    expect(mail.message.html).toContain('Reason: Unpaid tournament fee &lt;b&gt;');
  });

  it('When a club is activated for a Spanish reader, then the notice is in Spanish', () => {
    const mail = statusNoticeEmail('es', { ...details, record: 'club', status: 'active' });
    expect(mail.message.subject).toBe('Su membresía está activa');
    expect(mail.message.text).toContain('Un administrador ha activado la membresía del club');
    expect(mail.message.text).toContain('Motivo: Unpaid tournament fee');
  });
});
