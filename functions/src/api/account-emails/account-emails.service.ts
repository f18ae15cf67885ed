import { setTimeout as sleep } from 'node:timers/promises';

import { logger } from 'firebase-functions';

import { accountLinkEmail } from '../../mail/account-link-email';
import type { MailLanguage } from '../../mail/mail-message';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { Caller } from '../auth/caller';
import { AppError } from '../errors/app-error';

import type { AccountLinks } from './account-links';

/**
 * How long a password-reset request takes to answer, whatever it found: longer than looking
 * up the address, making the link and queueing the mail take, so the time tells nothing.
 */
export const PASSWORD_RESET_ANSWER_MS = 1_000;

/**
 * Verification and password-reset emails, sent as `mail` documents in the reader's
 * language behind the API's rate limits. The verification email is the one mail that may
 * go to an unverified address: it is how the address gets verified. Links lead back to the
 * configured site (`siteOrigin`), never to one a request names.
 */
export function accountEmailsService({
  links,
  outbox,
  siteOrigin,
  resetAnswerMs = PASSWORD_RESET_ANSWER_MS,
}: {
  links: AccountLinks;
  outbox: Pick<MailOutbox, 'send'>;
  siteOrigin: () => string;
  resetAnswerMs?: number;
}) {
  async function mailPasswordReset(email: string, language: MailLanguage) {
    if (!(await links.verifiedAccountExists(email))) return;
    const link = await links.passwordResetLink(email, `${siteOrigin()}/login`);
    await outbox.send(accountLinkEmail(language, { to: email, kind: 'resetPassword', link }));
  }

  return {
    async sendVerification(caller: Caller, language: MailLanguage) {
      const user = await links.user(caller.uid);
      if (!user?.email) throw AppError.notFound('notFound.user');
      if (user.emailVerified) {
        throw AppError.of('VALIDATION_ERROR', 'account.alreadyVerified');
      }
      const link = await links.verificationLink(
        user.email,
        `${siteOrigin()}/login?from=verification`,
      );
      await outbox.send(accountLinkEmail(language, { to: user.email, kind: 'verifyEmail', link }));
    },

    /**
     * Only to an address its account has verified (no mail but the verification email goes
     * to an unverified one), and answered alike whatever happens, a failure included, after
     * the same time: nobody learns who has an account.
     */
    async sendPasswordReset(email: string, language: MailLanguage) {
      await Promise.all([
        mailPasswordReset(email, language).catch((error: unknown) =>
          logger.error('Password-reset email not sent', error),
        ),
        sleep(resetAnswerMs),
      ]);
    },
  };
}

export type AccountEmailsService = ReturnType<typeof accountEmailsService>;
