import { Router, type Request } from 'express';

import { athleteMembershipSchema } from '../../domain/schemas/athlete-membership';
import { ownerMembershipUpdateSchema } from '../../domain/schemas/membership-update';
import type { MembershipListWire } from '../../domain/wire/membership';
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
    res.status(201).json(membershipToWire(membership));
  });

  router.get('/me/all', async (req, res) => {
    const memberships = await service.listMine(callerOf(req));
    res.json({ memberships: memberships.map(membershipToWire) } satisfies MembershipListWire);
  });

  router.get('/me/one', async (req, res) => {
    res.json(membershipToWire(await service.getMineCurrent(callerOf(req))));
  });

  router.get('/:id', async (req, res) => {
    res.json(membershipToWire(await service.get(callerOf(req), idOf(req))));
  });

  router.put('/:id', validateBody(ownerMembershipUpdateSchema), async (req, res) => {
    res.json(membershipToWire(await service.update(callerOf(req), idOf(req), req.body)));
  });

  return router;
}
