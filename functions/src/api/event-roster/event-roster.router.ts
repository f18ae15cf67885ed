import { Router } from 'express';

import type { AnswerOf } from '../../domain/contract/api-endpoints';
import { EVENT_ROSTER_COLUMNS } from '../../domain/csv-export';
import {
  eventRosterExportQuerySchema,
  eventRosterQuerySchema,
  type EventRosterExportQuery,
  type EventRosterQuery,
} from '../../domain/schemas/event-roster';
import { sendCsv } from '../admin/export/csv-response';
import { adminOnly } from '../admin/status-notice';
import { callerOf } from '../middleware/authenticate';
import { validatePathIds } from '../middleware/validate-path-id';
import { validateQuery } from '../middleware/validate-query';

import { rosterEventToWire, rosterRowToWire } from './event-roster.mapper';
import type { EventRosterService } from './event-roster.service';

/**
 * /admin/events/{id}/roster: an event's entries (not withdrawn), filtered and paged; and
 * /admin/export/event-roster.csv?event_id=: the same rows under the same filters, streamed
 * like the admin tables' CSV. Admin-only, checked before the query is validated.
 */
export function eventRosterRouter(service: EventRosterService) {
  const router = validatePathIds(Router());

  router.get(
    '/events/:id/roster',
    adminOnly,
    validateQuery(eventRosterQuerySchema),
    async (req, res) => {
      const { skip, limit, after, ...filter } = res.locals.query as EventRosterQuery;
      const { event, rows, total } = await service.page(
        callerOf(req),
        String(req.params.id),
        filter,
        {
          skip,
          limit,
          after,
        },
      );
      const body: AnswerOf<'GET /admin/events/{id}/roster'> = {
        event: rosterEventToWire(event),
        rows: rows.map(rosterRowToWire),
        total,
      };
      res.json(body);
    },
  );

  router.get(
    '/export/event-roster.csv',
    adminOnly,
    validateQuery(eventRosterExportQuerySchema),
    async (req, res) => {
      const { event_id, ...filter } = res.locals.query as EventRosterExportQuery;
      const rows = service.rows(callerOf(req), event_id, filter);
      await sendCsv(res, 'event-roster.csv', EVENT_ROSTER_COLUMNS, rows);
    },
  );

  return router;
}
