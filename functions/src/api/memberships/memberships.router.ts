import { Router, type Request } from 'express';

import type { AnswerOf } from '../../domain/contract/api-endpoints';
import { athleteMembershipSchema } from '../../domain/schemas/athlete-membership';
import { ownerMembershipUpdateSchema } from '../../domain/schemas/membership-update';
import { mailLanguageOf } from '../http/request-context';
import { callerOf } from '../middleware/authenticate';
import { validateBody } from '../middleware/validate-body';
import { validatePathIds } from '../middleware/validate-path-id';

import { membershipToWire } from './membership.mapper';
import type { MembershipsService } from './memberships.service';

const idOf = (req: Request) => String(req.params.id);

/** /memberships: HTTP only; every decision is the service's. */
export function membershipsRouter(service: MembershipsService) {
  const router = validatePathIds(Router());

  router.post('/', validateBody(athleteMembershipSchema), async (req, res) => {
    const membership = await service.create(callerOf(req), req.body, mailLanguageOf(req));
    res.status(201).json(membershipToWire(membership) satisfies AnswerOf<'POST /memberships'>);
  });

  router.get('/me/all', async (req, res) => {
    const memberships = await service.listMine(callerOf(req));
    res.json({
      memberships: memberships.map(membershipToWire),
    } satisfies AnswerOf<'GET /memberships/me/all'>);
  });

  router.get('/me/one', async (req, res) => {
    const membership = await service.getMineCurrent(callerOf(req));
    res.json(membershipToWire(membership) satisfies AnswerOf<'GET /memberships/me/one'>);
  });

  router.get('/:id', async (req, res) => {
    const membership = await service.get(callerOf(req), idOf(req));
    res.json(membershipToWire(membership) satisfies AnswerOf<'GET /memberships/{id}'>);
  });

  router.put('/:id', validateBody(ownerMembershipUpdateSchema), async (req, res) => {
    const membership = await service.update(callerOf(req), idOf(req), req.body);
    res.json(membershipToWire(membership) satisfies AnswerOf<'PUT /memberships/{id}'>);
  });

  return router;
}
