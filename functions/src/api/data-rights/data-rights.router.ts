import { Router } from 'express';

import { callerOf } from '../middleware/authenticate';
import { validatePathIds } from '../middleware/validate-path-id';

import type { DataRightsService } from './data-rights.service';

/** Mounted at /accounts, before the accounts router (its /:id would take /me/...). */
export function dataRightsRouter(service: DataRightsService) {
  const router = validatePathIds(Router());

  router.get('/me/export', async (req, res) => {
    res.set('Content-Disposition', 'attachment; filename="my-iltkd-data.json"');
    res.json(await service.exportMine(callerOf(req)));
  });

  router.post('/me/deletion-request', async (req, res) => {
    res.json(await service.requestDeletion(callerOf(req)));
  });

  router.delete('/me/deletion-request', async (req, res) => {
    res.json(await service.withdrawDeletionRequest(callerOf(req)));
  });

  router.post('/:id/erase', async (req, res) => {
    res.json(await service.erase(callerOf(req), String(req.params.id)));
  });

  return router;
}
