import { Router } from 'express';

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
    res.json(await service.entryOptions(callerOf(req), String(req.params.id)));
  });

  router.post('/:id/entries', validateBody(eventEntrySchema), async (req, res) => {
    const { membership_id } = req.body as EventEntryInput;
    res.status(201).json(await service.enter(callerOf(req), String(req.params.id), membership_id));
  });

  return router;
}

/** /entries: the household's entries, paying a held place's fee, withdrawing. */
export function entriesRouter(service: EventEntriesService) {
  const router = validatePathIds(Router());

  router.get('/', async (req, res) => {
    res.json({ entries: await service.householdEntries(callerOf(req)) });
  });

  router.post('/:id/payment-intent', async (req, res) => {
    res.json(await service.preparePayment(callerOf(req), String(req.params.id)));
  });

  router.post(
    '/:id/confirm-payment',
    validateBody(eventEntryPaymentConfirmationSchema),
    async (req, res) => {
      const { payment_intent_id } = req.body as EventEntryPaymentConfirmationInput;
      res.json(
        await service.confirmPayment(callerOf(req), String(req.params.id), payment_intent_id),
      );
    },
  );

  router.post('/:id/withdraw', async (req, res) => {
    res.json(await service.withdraw(callerOf(req), String(req.params.id)));
  });

  return router;
}
