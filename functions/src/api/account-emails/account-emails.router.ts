import { createHash } from 'node:crypto';

import { Router, type Request } from 'express';

import { passwordResetEmailSchema } from '../../domain/schemas/account-emails';
import { normaliseForSearch } from '../../domain/search-text';
import type { MailLanguage } from '../../mail/mail-message';
import { callerOf } from '../middleware/authenticate';
import { validateBody } from '../middleware/validate-body';
import { clientAddressOf, type RateLimiter } from '../rate-limits/rate-limiter';

import type { AccountEmailsService } from './account-emails.service';

const languageOf = (req: Request): MailLanguage =>
  req.acceptsLanguages('en', 'es') === 'es' ? 'es' : 'en';

/** Where the emailed link's page continues: this site, as the browser called it. */
const siteOriginOf = (req: Request) =>
  req.get('origin') ?? `https://${req.get('x-forwarded-host') ?? req.get('host')}`;

/** The verification email, for the signed-in user (mount after the sign-in check). */
export function verificationEmailRouter(service: AccountEmailsService, limiter: RateLimiter) {
  const router = Router();
  router.post('/', limiter.limit('verificationEmail'), async (req, res) => {
    await service.sendVerification(callerOf(req), siteOriginOf(req), languageOf(req));
    res.json({ sent: true });
  });
  return router;
}

/** The password-reset email, which a visitor who forgot their password asks for. */
export function passwordResetEmailRouter(service: AccountEmailsService, limiter: RateLimiter) {
  const router = Router();
  router.post('/', validateBody(passwordResetEmailSchema), async (req, res) => {
    const email = String(req.body.email);
    // Counted per address mailed (hashed) as well as per client address.
    const mailed = createHash('sha256').update(normaliseForSearch(email)).digest('hex');
    await limiter.consume('passwordResetEmail', `email-${mailed}`, clientAddressOf(req));
    await service.sendPasswordReset(email, siteOriginOf(req), languageOf(req));
    res.json({ sent: true });
  });
  return router;
}
