import { Router, type Request } from 'express';

import type { AnswerOf } from '../../../domain/contract/api-endpoints';
import {
  adminMembershipUpdateSchema,
  adminMembershipsQuerySchema,
} from '../../../domain/schemas/admin';
import { membershipToWire } from '../../memberships/membership.mapper';
import { callerOf } from '../../middleware/authenticate';
import { validateBody } from '../../middleware/validate-body';
import { validatePathIds } from '../../middleware/validate-path-id';
import { validateQuery } from '../../middleware/validate-query';
import { routeStatusActions, type StatusActionName } from '../status-action-routes';

import type { AdminMembershipsService } from './admin-memberships.service';

const idOf = (req: Request) => String(req.params.id);

/** The admin routes under /memberships; the owner's routes live in the memberships router. */
/** `siteOrigin` is the configured site: emailed links never follow a request's Origin. */
export function adminMembershipsRouter(service: AdminMembershipsService, siteOrigin: () => string) {
  const router = validatePathIds(Router());

  router.get('/', validateQuery(adminMembershipsQuerySchema), async (req, res) => {
    const { memberships, total } = await service.list(callerOf(req), res.locals.query);
    res.json({
      memberships: memberships.map(membershipToWire),
      total,
    } satisfies AnswerOf<'GET /memberships'>);
  });

  router.put('/:id/admin', validateBody(adminMembershipUpdateSchema), async (req, res) => {
    const updated = await service.update(callerOf(req), idOf(req), req.body, siteOrigin());
    res.json(membershipToWire(updated) satisfies AnswerOf<'PUT /memberships/{id}/admin'>);
  });

  routeStatusActions(
    router,
    service.setStatus,
    (updated) =>
      membershipToWire(updated) satisfies AnswerOf<`POST /memberships/{id}/${StatusActionName}`>,
    siteOrigin,
  );

  router.post('/:id/restore', async (req, res) => {
    const restored = await service.restore(callerOf(req), idOf(req));
    res.json(membershipToWire(restored) satisfies AnswerOf<'POST /memberships/{id}/restore'>);
  });

  router.delete('/:id/soft', async (req, res) => {
    const trashed = await service.softDelete(callerOf(req), idOf(req));
    res.json(membershipToWire(trashed) satisfies AnswerOf<'DELETE /memberships/{id}/soft'>);
  });

  return router;
}
