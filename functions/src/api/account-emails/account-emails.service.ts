import { accountLinkEmail } from '../../mail/account-link-email';
import type { MailLanguage } from '../../mail/mail-message';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { Caller } from '../auth/caller';
import { AppError } from '../errors/app-error';

import type { AccountLinks } from './account-links';

/**
 * Verification and password-reset emails, sent as `mail` documents in the reader's
 * language behind the API's rate limits. The verification email is the one mail that may
 * go to an unverified address: it is how the address gets verified.
 */
export function accountEmailsService({
  links,
  outbox,
}: {
  links: AccountLinks;
  outbox: Pick<MailOutbox, 'send'>;
}) {
  return {
    async sendVerification(caller: Caller, siteOrigin: string, language: MailLanguage) {
      const user = await links.user(caller.uid);
      if (!user?.email) throw AppError.notFound('notFound.user');
      if (user.emailVerified) {
        throw AppError.of('VALIDATION_ERROR', 'account.alreadyVerified');
      }
      const link = await links.verificationLink(
        user.email,
        `${siteOrigin}/login?from=verification`,
      );
      await outbox.send(accountLinkEmail(language, { to: user.email, kind: 'verifyEmail', link }));
    },

    /**
     * Only to an address its account has verified (no mail but the verification email goes
     * to an unverified one), and answered alike either way: nobody learns who has an account.
     */
    async sendPasswordReset(email: string, siteOrigin: string, language: MailLanguage) {
      if (!(await links.verifiedAccountExists(email))) return;
      const link = await links.passwordResetLink(email, `${siteOrigin}/login`);
      await outbox.send(accountLinkEmail(language, { to: email, kind: 'resetPassword', link }));
    },
  };
}

export type AccountEmailsService = ReturnType<typeof accountEmailsService>;
