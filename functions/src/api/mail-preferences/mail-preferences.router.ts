import express, { Router } from 'express';

import type { AnswerOf } from '../../domain/contract/api-endpoints';
import {
  mailPreferencesInputSchema,
  unsubscribeQuerySchema,
  type UnsubscribeQuery,
} from '../../domain/schemas/announcement';
import { callerOf } from '../middleware/authenticate';
import { validateBody } from '../middleware/validate-body';
import { validateQuery } from '../middleware/validate-query';
import type { RateLimiter } from '../rate-limits/rate-limiter';

import type { MailPreferencesService } from './mail-preferences.service';

/** GET and PUT /mail-preferences/me: the signed-in member's choice; HTTP only. */
export function mailPreferencesRouter(service: MailPreferencesService) {
  const router = Router();

  router.get('/me', async (req, res) => {
    const preferences = await service.mine(callerOf(req));
    res.json(preferences satisfies AnswerOf<'GET /mail-preferences/me'>);
  });

  router.put('/me', validateBody(mailPreferencesInputSchema), async (req, res) => {
    const preferences = await service.save(callerOf(req), req.body);
    res.json(preferences satisfies AnswerOf<'PUT /mail-preferences/me'>);
  });

  return router;
}

// RFC 8058: the mail provider POSTs `List-Unsubscribe=One-Click` as a form to the address in
// List-Unsubscribe. Parsed here only; what it says changes nothing (the token decides).
const oneClickForm = express.urlencoded({ extended: false, limit: '1kb' });

/**
 * GET and POST /unsubscribe?token=: no sign-in and no App Check (a mail provider's one-click
 * POST carries neither); the signed token is the check, and calls are rate limited.
 */
export function unsubscribeRouter(service: MailPreferencesService, limiter: RateLimiter) {
  const router = Router();
  const query = (res: express.Response) => res.locals.query as UnsubscribeQuery;

  router.get(
    '/',
    limiter.limit('unsubscribe'),
    validateQuery(unsubscribeQuerySchema),
    async (_req, res) => {
      const link = await service.link(query(res));
      res.json(link satisfies AnswerOf<'GET /unsubscribe'>);
    },
  );

  router.post(
    '/',
    limiter.limit('unsubscribe'),
    oneClickForm,
    validateQuery(unsubscribeQuerySchema),
    async (_req, res) => {
      const link = await service.unsubscribe(query(res));
      res.json(link satisfies AnswerOf<'POST /unsubscribe'>);
    },
  );

  return router;
}
