import express, { type Request, type RequestHandler } from 'express';

import type { WebhookHandler } from '../../payments/webhook-handler';

type WithRawBody = Request & { rawBody?: Buffer };

/**
 * POST /payments/webhook behind the Hosting rewrite. The signature covers the exact bytes
 * Stripe sent: Cloud Functions keeps them in req.rawBody (it parses JSON before Express);
 * elsewhere express.raw reads them, so this route must come before express.json.
 */
export function webhookRoute(webhook: WebhookHandler, maxBytes: number): RequestHandler[] {
  return [
    express.raw({ type: () => true, limit: maxBytes }),
    async (req, res) => {
      const raw =
        (req as WithRawBody).rawBody ?? (Buffer.isBuffer(req.body) ? req.body : undefined);
      const { status, body } = await webhook(raw, req.get('stripe-signature'));
      res.status(status).json(body);
    },
  ];
}
