import { Router, type Request } from 'express';

import type { AnswerOf } from '../../../domain/contract/api-endpoints';
import { adminAccountUpdateSchema } from '../../../domain/schemas/account';
import { adminAccountsQuerySchema } from '../../../domain/schemas/admin';
import { accountToWire } from '../../accounts/account.mapper';
import { callerOf } from '../../middleware/authenticate';
import { validateBody } from '../../middleware/validate-body';
import { validatePathIds } from '../../middleware/validate-path-id';
import { validateQuery } from '../../middleware/validate-query';

import type { AdminAccountsService } from './admin-accounts.service';

const idOf = (req: Request) => String(req.params.id);

/**
 * The admin routes under /accounts, mounted before the owner's. PUT /accounts/{id} with a
 * role is the Edit Account dialog; without one, or from a non-admin editing their own
 * account, it falls through to the owner's route (which refuses a role with 400).
 */
export function adminAccountsRouter(service: AdminAccountsService) {
  const router = validatePathIds(Router());

  router.get('/', validateQuery(adminAccountsQuerySchema), async (req, res) => {
    const { accounts, total } = await service.list(callerOf(req), res.locals.query);
    res.json({ accounts: accounts.map(accountToWire), total } satisfies AnswerOf<'GET /accounts'>);
  });

  router.put(
    '/:id',
    (req, _res, next) => {
      const isAdminEdit = typeof req.body === 'object' && req.body !== null && 'role' in req.body;
      const caller = callerOf(req);
      next(isAdminEdit && (caller.isAdmin || caller.uid !== idOf(req)) ? undefined : 'route');
    },
    validateBody(adminAccountUpdateSchema),
    async (req, res) => {
      const account = await service.update(callerOf(req), idOf(req), req.body);
      res.json(accountToWire(account) satisfies AnswerOf<'PUT /accounts/{id}'>);
    },
  );

  router.delete('/:id/soft', async (req, res) => {
    const account = await service.softDelete(callerOf(req), idOf(req));
    res.json(accountToWire(account) satisfies AnswerOf<'DELETE /accounts/{id}/soft'>);
  });

  router.post('/:id/restore', async (req, res) => {
    const account = await service.restore(callerOf(req), idOf(req));
    res.json(accountToWire(account) satisfies AnswerOf<'POST /accounts/{id}/restore'>);
  });

  return router;
}
