import { Router } from 'express';

import type { AnswerOf } from '../../domain/contract/api-endpoints';
import { publicClubsQuerySchema } from '../../domain/schemas/club-search';
import { validateQuery } from '../middleware/validate-query';

import type { ClubsService } from './clubs.service';

// Clubs change a few times a year; a visitor may see a change some minutes late.
export const PUBLIC_CLUBS_CACHE_CONTROL = 'public, max-age=300, s-maxage=600';

/**
 * GET /clubs/public, for anyone: { clubs: PublicClubWire[] }, the active clubs by name with
 * their name, city and master (domain/wire/public-club). No parameters. HTTP only.
 */
export function publicClubsRouter(service: Pick<ClubsService, 'listPublic'>) {
  const router = Router();

  router.get('/', validateQuery(publicClubsQuerySchema), async (_req, res) => {
    const clubs = await service.listPublic();
    res
      .set('Cache-Control', PUBLIC_CLUBS_CACHE_CONTROL)
      .json({ clubs } satisfies AnswerOf<'GET /clubs/public'>);
  });

  return router;
}
