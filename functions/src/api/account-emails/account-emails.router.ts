import { Router } from 'express';

import type { AnswerOf } from '../../domain/contract/api-endpoints';
import { passwordResetEmailSchema } from '../../domain/schemas/account-emails';
import { normaliseForSearch } from '../../domain/search-text';
import { mailLanguageOf } from '../http/request-context';
import { callerOf } from '../middleware/authenticate';
import { validateBody } from '../middleware/validate-body';
import { clientAddressOf, hashedKey, type RateLimiter } from '../rate-limits/rate-limiter';

import type { AccountEmailsService } from './account-emails.service';

/** The verification email, for the signed-in user (mount after the sign-in check). */
export function verificationEmailRouter(service: AccountEmailsService, limiter: RateLimiter) {
  const router = Router();
  router.post('/', limiter.limit('verificationEmail'), async (req, res) => {
    await service.sendVerification(callerOf(req), mailLanguageOf(req));
    res.json({ sent: true } satisfies AnswerOf<'POST /account-emails/verification'>);
  });
  return router;
}

/** The password-reset email, which a visitor who forgot their password asks for. */
export function passwordResetEmailRouter(service: AccountEmailsService, limiter: RateLimiter) {
  const router = Router();
  router.post('/', validateBody(passwordResetEmailSchema), async (req, res) => {
    const email = String(req.body.email);
    // Counted per address mailed (hashed) as well as per client address.
    const mailed = hashedKey(normaliseForSearch(email));
    await limiter.consume('passwordResetEmail', `email-${mailed}`, clientAddressOf(req));
    await service.sendPasswordReset(email, mailLanguageOf(req));
    res.json({ sent: true } satisfies AnswerOf<'POST /account-emails/password-reset'>);
  });
  return router;
}
