import { Router } from 'express';

import type { AnswerOf } from '../../domain/contract/api-endpoints';
import { approvedClubsQuerySchema } from '../../domain/schemas/club-search';
import { validateInput } from '../../domain/schemas/validate';
import { AppError } from '../errors/app-error';

import type { ClubsService } from './clubs.service';

/** /clubs: HTTP only; every decision is the service's. */
export function clubsRouter(service: ClubsService) {
  const router = Router();

  // Only the id and public name leave the server: no contact details, owner or address.
  router.get('/approved', async (req, res) => {
    const query = await validateInput(approvedClubsQuerySchema, { ...req.query });
    if (!query.ok) {
      throw AppError.badRequest('checkInformation', query.errors);
    }
    const clubs = await service.findApproved(query.value.search);
    res.json({
      clubs: clubs.map(({ id, name }) => ({ id, name })),
    } satisfies AnswerOf<'GET /clubs/approved'>);
  });

  return router;
}
