import { Router, type Request } from 'express';

import {
  adminMembershipUpdateSchema,
  adminMembershipsQuerySchema,
} from '../../../domain/schemas/admin';
import { membershipToWire } from '../../memberships/membership.mapper';
import { callerOf } from '../../middleware/authenticate';
import { validateBody } from '../../middleware/validate-body';
import { validatePathIds } from '../../middleware/validate-path-id';
import { validateQuery } from '../../middleware/validate-query';

import type { AdminMembershipsService } from './admin-memberships.service';

const idOf = (req: Request) => String(req.params.id);

/** The admin routes under /memberships; the owner's routes live in the memberships router. */
export function adminMembershipsRouter(service: AdminMembershipsService) {
  const router = validatePathIds(Router());

  router.get('/', validateQuery(adminMembershipsQuerySchema), async (req, res) => {
    const { memberships, total } = await service.list(callerOf(req), res.locals.query);
    res.json({ memberships: memberships.map(membershipToWire), total });
  });

  router.put('/:id/admin', validateBody(adminMembershipUpdateSchema), async (req, res) => {
    res.json(membershipToWire(await service.update(callerOf(req), idOf(req), req.body)));
  });

  for (const action of ['activate', 'suspend', 'cancel', 'restore'] as const) {
    router.post(`/:id/${action}`, async (req, res) => {
      res.json(membershipToWire(await service[action](callerOf(req), idOf(req))));
    });
  }

  router.delete('/:id/soft', async (req, res) => {
    res.json(membershipToWire(await service.softDelete(callerOf(req), idOf(req))));
  });

  return router;
}
