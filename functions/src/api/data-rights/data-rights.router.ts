import { Router } from 'express';

import type { AnswerOf } from '../../domain/contract/api-endpoints';
import { callerOf } from '../middleware/authenticate';
import { validatePathIds } from '../middleware/validate-path-id';

import type { DataRightsService } from './data-rights.service';

/** Mounted at /accounts, before the accounts router (its /:id would take /me/...). */
export function dataRightsRouter(service: DataRightsService) {
  const router = validatePathIds(Router());

  router.get('/me/export', async (req, res) => {
    res.set('Content-Disposition', 'attachment; filename="my-iltkd-data.json"');
    const data = await service.exportMine(callerOf(req));
    res.json(data satisfies AnswerOf<'GET /accounts/me/export'>);
  });

  router.post('/me/deletion-request', async (req, res) => {
    const account = await service.requestDeletion(callerOf(req));
    res.json(account satisfies AnswerOf<'POST /accounts/me/deletion-request'>);
  });

  router.delete('/me/deletion-request', async (req, res) => {
    const account = await service.withdrawDeletionRequest(callerOf(req));
    res.json(account satisfies AnswerOf<'DELETE /accounts/me/deletion-request'>);
  });

  router.post('/:id/erase', async (req, res) => {
    const erased = await service.erase(callerOf(req), String(req.params.id));
    res.json(erased satisfies AnswerOf<'POST /accounts/{id}/erase'>);
  });

  return router;
}
