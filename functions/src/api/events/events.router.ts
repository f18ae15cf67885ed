import { Router, type Request, type RequestHandler } from 'express';

import type { AnswerOf } from '../../domain/contract/api-endpoints';
import { eventInputSchema, eventsQuerySchema } from '../../domain/schemas/event';
import { assertAdmin } from '../auth/caller';
import { callerOf } from '../middleware/authenticate';
import { validateBody } from '../middleware/validate-body';
import { validatePathIds } from '../middleware/validate-path-id';
import { validateQuery } from '../middleware/validate-query';

import { eventToWire } from './event.mapper';
import type { EventsService } from './events.service';

const idOf = (req: Request) => String(req.params.id);

// Before validation, so a member learns nothing of the schema from a 400.
const adminOnly: RequestHandler = (req, _res, next) => {
  assertAdmin(callerOf(req));
  next();
};

/**
 * /events: the administrators' calendar management (every route here is admin-only; the
 * public reads events from Firestore under the rules).
 */
export function eventsRouter(service: EventsService) {
  const router = validatePathIds(Router());

  router.get('/', adminOnly, validateQuery(eventsQuerySchema), async (req, res) => {
    const { skip, limit, after, when } = res.locals.query;
    const { events, total } = await service.list(callerOf(req), { skip, limit, after }, when);
    res.json({ events: events.map(eventToWire), total } satisfies AnswerOf<'GET /events'>);
  });

  router.get('/:id', adminOnly, async (req, res) => {
    const event = eventToWire(await service.get(callerOf(req), idOf(req)));
    res.json(event satisfies AnswerOf<'GET /events/{id}'>);
  });

  router.post('/', adminOnly, validateBody(eventInputSchema), async (req, res) => {
    const event = eventToWire(await service.create(callerOf(req), req.body));
    res.status(201).json(event satisfies AnswerOf<'POST /events'>);
  });

  router.put('/:id', adminOnly, validateBody(eventInputSchema), async (req, res) => {
    const event = eventToWire(await service.update(callerOf(req), idOf(req), req.body));
    res.json(event satisfies AnswerOf<'PUT /events/{id}'>);
  });

  const actions = ['publish', 'unpublish', 'cancel', 'restore'] as const;
  for (const action of actions) {
    router.post(`/:id/${action}`, adminOnly, async (req, res) => {
      const event = eventToWire(await service[action](callerOf(req), idOf(req)));
      res.json(event satisfies AnswerOf<`POST /events/{id}/${typeof action}`>);
    });
  }

  return router;
}
