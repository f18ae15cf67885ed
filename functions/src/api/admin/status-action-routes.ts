import type { Router } from 'express';

import { statusReasonSchema, type StatusReasonInput } from '../../domain/schemas/admin';
import type { Caller } from '../auth/caller';
import { callerOf } from '../middleware/authenticate';
import { validateBody } from '../middleware/validate-body';

import { adminOnly, STATUS_ACTIONS, type StatusAction } from './status-notice';

/** The route names of the status actions: 'activate', 'suspend', 'cancel'. */
export type StatusActionName = (typeof STATUS_ACTIONS)[number][0];

/**
 * The status actions of a kind of record (memberships, clubs) on its router: POST
 * /:id/activate, /:id/suspend and /:id/cancel, for administrators, each with a reason.
 * `setStatus` makes the change; `toWire` gives the answer.
 */
export function routeStatusActions<T>(
  router: Router,
  setStatus: (caller: Caller, id: string, action: StatusAction) => Promise<T>,
  toWire: (updated: T) => unknown,
  siteOrigin: () => string,
) {
  for (const [action, status] of STATUS_ACTIONS) {
    router.post(`/:id/${action}`, adminOnly, validateBody(statusReasonSchema), async (req, res) => {
      const { reason } = req.body as StatusReasonInput;
      const updated = await setStatus(callerOf(req), String(req.params.id), {
        status,
        reason,
        siteOrigin: siteOrigin(),
      });
      res.json(toWire(updated));
    });
  }
}
