import { Router, type Request } from 'express';

import {
  adminMembershipUpdateSchema,
  adminMembershipsQuerySchema,
  statusReasonSchema,
  type StatusReasonInput,
} from '../../../domain/schemas/admin';
import type { MembershipListWire } from '../../../domain/wire/membership';
import { membershipToWire } from '../../memberships/membership.mapper';
import { callerOf } from '../../middleware/authenticate';
import { validateBody } from '../../middleware/validate-body';
import { validatePathIds } from '../../middleware/validate-path-id';
import { validateQuery } from '../../middleware/validate-query';
import { adminOnly, STATUS_ACTIONS } from '../status-notice';

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
    } satisfies MembershipListWire);
  });

  router.put('/:id/admin', validateBody(adminMembershipUpdateSchema), async (req, res) => {
    const updated = await service.update(callerOf(req), idOf(req), req.body, siteOrigin());
    res.json(membershipToWire(updated));
  });

  for (const [action, status] of STATUS_ACTIONS) {
    router.post(`/:id/${action}`, adminOnly, validateBody(statusReasonSchema), async (req, res) => {
      const { reason } = req.body as StatusReasonInput;
      const updated = await service.setStatus(callerOf(req), idOf(req), {
        status,
        reason,
        siteOrigin: siteOrigin(),
      });
      res.json(membershipToWire(updated));
    });
  }

  router.post('/:id/restore', async (req, res) => {
    res.json(membershipToWire(await service.restore(callerOf(req), idOf(req))));
  });

  router.delete('/:id/soft', async (req, res) => {
    res.json(membershipToWire(await service.softDelete(callerOf(req), idOf(req))));
  });

  return router;
}
