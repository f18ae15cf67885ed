import { Router } from 'express';

import type { AnswerOf } from '../../domain/contract/api-endpoints';
import {
  eventEntryPaymentConfirmationSchema,
  eventEntrySchema,
  type EventEntryInput,
  type EventEntryPaymentConfirmationInput,
} from '../../domain/schemas/event-entries';
import { callerOf } from '../middleware/authenticate';
import { validateBody } from '../middleware/validate-body';
import { validatePathIds } from '../middleware/validate-path-id';

import type { EventEntriesService } from './event-entries.service';

/** /events/:id/entry-options, /events/:id/entries: HTTP only; every decision is the service's. */
export function eventEntryRouter(service: EventEntriesService) {
  const router = validatePathIds(Router());

  router.get('/:id/entry-options', async (req, res) => {
    const options = await service.entryOptions(callerOf(req), String(req.params.id));
    res.json(options satisfies AnswerOf<'GET /events/{id}/entry-options'>);
  });

  router.post('/:id/entries', validateBody(eventEntrySchema), async (req, res) => {
    const { membership_id } = req.body as EventEntryInput;
    const created = await service.enter(callerOf(req), String(req.params.id), membership_id);
    res.status(201).json(created satisfies AnswerOf<'POST /events/{id}/entries'>);
  });

  return router;
}

/** /entries: the household's entries, paying a held place's fee, withdrawing. */
export function entriesRouter(service: EventEntriesService) {
  const router = validatePathIds(Router());

  router.get('/', async (req, res) => {
    const entries = await service.householdEntries(callerOf(req));
    res.json({ entries } satisfies AnswerOf<'GET /entries'>);
  });

  router.post('/:id/payment-intent', async (req, res) => {
    const payment = await service.preparePayment(callerOf(req), String(req.params.id));
    res.json(payment satisfies AnswerOf<'POST /entries/{id}/payment-intent'>);
  });

  router.post(
    '/:id/confirm-payment',
    validateBody(eventEntryPaymentConfirmationSchema),
    async (req, res) => {
      const { payment_intent_id } = req.body as EventEntryPaymentConfirmationInput;
      const entryId = String(req.params.id);
      const confirmed = await service.confirmPayment(callerOf(req), entryId, payment_intent_id);
      res.json(confirmed satisfies AnswerOf<'POST /entries/{id}/confirm-payment'>);
    },
  );

  router.post('/:id/withdraw', async (req, res) => {
    const withdrawn = await service.withdraw(callerOf(req), String(req.params.id));
    res.json(withdrawn satisfies AnswerOf<'POST /entries/{id}/withdraw'>);
  });

  return router;
}
