import { Router } from 'express';

import type { AnswerOf } from '../../../domain/contract/api-endpoints';
import { callerOf } from '../../middleware/authenticate';

import type { DashboardService } from './dashboard.service';

/** GET /admin/dashboard: the board's figures (administrators); never cached by the browser. */
export function dashboardRouter(service: DashboardService) {
  const router = Router();
  router.get('/dashboard', async (req, res) => {
    const figures = await service.figures(callerOf(req));
    res.set('Cache-Control', 'private, no-store');
    res.json(figures satisfies AnswerOf<'GET /admin/dashboard'>);
  });
  return router;
}
