import type { MailDocument } from '../../mail/mail-message';

import { accountEmailsService } from './account-emails.service';
import type { AccountLinks } from './account-links';

// Issue 30 item 4: in production, Auth refuses to make a link whose continue address is not
// an authorised domain, so a failure there answered 500 for existing verified accounts only.
function serviceWith(links: Partial<AccountLinks>) {
  const sent: MailDocument[] = [];
  const service = accountEmailsService({
    links: {
      user: async () => null,
      verifiedAccountExists: async () => true,
      verificationLink: async () => 'unused',
      passwordResetLink: async () => 'unused',
      ...links,
    },
    outbox: { send: async (mail) => void sent.push(mail) },
    siteOrigin: () => 'https://members.example.org',
    resetAnswerMs: 50,
  });
  return { service, sent };
}

describe('accountEmailsService.sendPasswordReset', () => {
  it("When making an existing account's link fails, then the request answers as it does for an address nobody uses", async () => {
    const refused = Object.assign(new Error('Domain not allowlisted'), {
      code: 'auth/unauthorized-continue-uri',
    });
    const { service, sent } = serviceWith({
      passwordResetLink: async () => Promise.reject(refused),
    });
    await expect(service.sendPasswordReset('ana@example.test', 'en')).resolves.toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('When an account exists and when none does, then neither answer comes before the set time', async () => {
    const timed = async (exists: boolean) => {
      const { service } = serviceWith({ verifiedAccountExists: async () => exists });
      const start = performance.now();
      await service.sendPasswordReset('ana@example.test', 'en');
      return performance.now() - start;
    };
    expect(await timed(false)).toBeGreaterThanOrEqual(49);
    expect(await timed(true)).toBeGreaterThanOrEqual(49);
  });

  it('When the link is made, then its continue address is the configured site, not the request', async () => {
    const continueUrls: string[] = [];
    const { service, sent } = serviceWith({
      passwordResetLink: async (_email, url) => {
        continueUrls.push(url);
        return `https://auth.example/reset?continueUrl=${encodeURIComponent(url)}`;
      },
    });
    await service.sendPasswordReset('ana@example.test', 'en');
    expect(continueUrls).toEqual(['https://members.example.org/login']);
    expect(sent.map((mail) => mail.to)).toEqual(['ana@example.test']);
  });
});
