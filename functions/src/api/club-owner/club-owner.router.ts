import { Router } from 'express';

import type { AnswerOf } from '../../domain/contract/api-endpoints';
import { clubMembersQuerySchema } from '../../domain/schemas/admin';
import { ownerMembershipUpdateSchema } from '../../domain/schemas/membership-update';
import { clubToWire } from '../club-memberships/club-membership.mapper';
import { callerOf } from '../middleware/authenticate';
import { validateBody } from '../middleware/validate-body';
import { validatePathIds } from '../middleware/validate-path-id';
import { validateQuery } from '../middleware/validate-query';

import type { ClubOwnerService } from './club-owner.service';
import { clubRosterMemberToWire } from './club-roster.mapper';

/** /club-owner: HTTP only; every decision is the service's. */
export function clubOwnerRouter(service: ClubOwnerService) {
  const router = validatePathIds(Router());

  router.get('/members', validateQuery(clubMembersQuerySchema), async (req, res) => {
    const { club, memberships, total } = await service.listMembers(callerOf(req), res.locals.query);
    res.json({
      club: clubToWire(club),
      memberships: memberships.map(clubRosterMemberToWire),
      total,
    } satisfies AnswerOf<'GET /club-owner/members'>);
  });

  router.put('/members/:id', validateBody(ownerMembershipUpdateSchema), async (req, res) => {
    const updated = await service.updateMember(callerOf(req), String(req.params.id), req.body);
    res.json(clubRosterMemberToWire(updated) satisfies AnswerOf<'PUT /club-owner/members/{id}'>);
  });

  return router;
}
