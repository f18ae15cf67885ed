import { Router, type Request } from 'express';

import { apiMessage } from '../../domain/api-messages';
import type { AnswerOf } from '../../domain/contract/api-endpoints';
import { isMemberIdFormat } from '../../domain/member-card';
import { AppError, fieldError } from '../errors/app-error';
import { callerOf } from '../middleware/authenticate';
import type { RateLimiter } from '../rate-limits/rate-limiter';

import type { CardsService } from './cards.service';

// Public keys change on a rotation only: shared caches (Hosting's CDN) may keep them a few
// minutes, and serve them a while longer when the function cannot answer.
export const KEY_SET_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';
// Tokens and statuses are the caller's own, or for checkers only: never kept by a cache.
const PRIVATE = 'private, no-store';

/** The member ID in the path, as members type it (any case, spaces around), or 400. */
function memberIdOf(req: Request): string {
  const memberId = String(req.params.memberId ?? '')
    .trim()
    .toUpperCase();
  if (!isMemberIdFormat(memberId)) {
    throw AppError.badRequest(apiMessage('request.pathId', { name: 'memberId' }), [
      fieldError('memberId', 'validation.invalidType'),
    ]);
  }
  return memberId;
}

/** /cards: HTTP only; every decision is the service's. */
export function cardsRouter(service: CardsService, limiter: RateLimiter) {
  const router = Router();

  router.get('/me', async (req, res) => {
    const cards = await service.mine(callerOf(req));
    res.set('Cache-Control', PRIVATE).json(cards satisfies AnswerOf<'GET /cards/me'>);
  });

  router.get('/revocations', async (req, res) => {
    const list = await service.revocations(callerOf(req));
    res.set('Cache-Control', PRIVATE).json(list satisfies AnswerOf<'GET /cards/revocations'>);
  });

  router.get('/status/:memberId', limiter.limit('cardStatus'), async (req, res) => {
    const status = await service.status(callerOf(req), memberIdOf(req));
    res
      .set('Cache-Control', PRIVATE)
      .json(status satisfies AnswerOf<'GET /cards/status/{memberId}'>);
  });

  return router;
}

/** GET /cards/keys and GET /.well-known/jwks.json: anyone may read the public keys. */
export function cardKeysRouter(service: CardsService) {
  const router = Router();
  router.get('/', async (_req, res) => {
    const keys = await service.keySet();
    res
      .set('Cache-Control', KEY_SET_CACHE_CONTROL)
      .json(keys satisfies AnswerOf<'GET /cards/keys'>);
  });
  return router;
}
