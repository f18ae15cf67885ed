import { Router } from 'express';

import type { AnswerOf } from '../../../domain/contract/api-endpoints';
import { adminMailQuerySchema } from '../../../domain/schemas/admin-mail';
import type { MailDeliveryWire } from '../../../domain/wire/admin-mail';
import { callerOf } from '../../middleware/authenticate';
import { validateQuery } from '../../middleware/validate-query';

import type { MailDelivery } from './admin-mail.repository';
import type { AdminMailService } from './admin-mail.service';

const deliveryToWire = (mail: MailDelivery): MailDeliveryWire => ({
  id: mail.id,
  to: mail.to,
  template: mail.kind,
  subject: mail.subject,
  state: mail.state,
  attempts: mail.attempts,
  error: mail.error,
  queued_at: mail.queuedAt?.toISOString() ?? null,
  delivered_at: mail.deliveredAt?.toISOString() ?? null,
});

/** GET /admin/mail?to=&limit=: the delivery state of outgoing mail, newest first (admins). */
export function adminMailRouter(service: AdminMailService) {
  const router = Router();
  router.get('/', validateQuery(adminMailQuerySchema), async (req, res) => {
    const mail = await service.list(callerOf(req), res.locals.query);
    res.json({ mail: mail.map(deliveryToWire) } satisfies AnswerOf<'GET /admin/mail'>);
  });
  return router;
}
