import type { ApiErrorBody } from '../domain/api-errors';
import { apiErrorBody } from '../domain/api-messages';
import type { PaymentWebhookWire } from '../domain/wire/payment-webhook';

import type { PaymentEvent, PaymentGateway } from './payment-gateway';
import { paymentLog } from './payment-log';
import type { PaymentSettlement, Settlement } from './settle-payment';

export interface WebhookResponse {
  status: number;
  body: PaymentWebhookWire | ApiErrorBody;
}

function settle(settlement: PaymentSettlement, event: PaymentEvent): Promise<Settlement> | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return settlement.succeeded(event.intent, event.id);
    case 'payment_intent.payment_failed':
      return settlement.failed(event.intent, event.id);
    case 'charge.refunded':
      return settlement.refunded(event.refund, event.id);
    case 'charge.dispute.created':
      return settlement.disputed(event.dispute, false, event.id);
    case 'charge.dispute.closed':
      return settlement.disputed(event.dispute, true, event.id);
    case 'unhandled':
      return null;
  }
}

/**
 * The Stripe webhook, shared by the `stripeWebhook` function, the API route behind
 * Hosting and the emulator's test-payment panel. It answers (failures in the API's error body):
 * - 400 when the signature does not match the raw body (nothing is read or written);
 * - 200 for event types it does not handle, so Stripe stops sending them;
 * - 200 for an event it refused (amount, currency, owner or metadata not matching ours):
 *   retrying cannot make it valid, so it is logged and kept in stripeEvents as rejected
 *   for an administrator instead;
 * - 500 when its own processing fails, so Stripe retries later.
 */
export function webhookHandler(gateway: PaymentGateway, settlement: PaymentSettlement) {
  return async (
    rawBody: Buffer | string | undefined,
    signature: string | undefined,
  ): Promise<WebhookResponse> => {
    if (!rawBody || !signature) {
      paymentLog.badSignature('missing body or Stripe-Signature header');
      return {
        status: 400,
        body: apiErrorBody('VALIDATION_ERROR', 'webhook.missingSignature'),
      };
    }
    let event: PaymentEvent;
    try {
      event = await gateway.verifyEvent(rawBody, signature);
    } catch (err) {
      paymentLog.badSignature(err instanceof Error ? err.message : String(err));
      return {
        status: 400,
        body: apiErrorBody('VALIDATION_ERROR', 'webhook.invalidSignature'),
      };
    }
    const settling = settle(settlement, event);
    if (!settling) {
      if (event.type === 'unhandled') paymentLog.unhandledEvent(event.id, event.stripeType);
      return { status: 200, body: { received: true, handled: false } };
    }
    try {
      const { outcome } = await settling;
      return { status: 200, body: { received: true, handled: true, outcome } };
    } catch (err) {
      paymentLog.processingFailed(event.id, err);
      return {
        status: 500,
        body: apiErrorBody('API_ERROR', 'webhook.processingFailed'),
      };
    }
  };
}

export type WebhookHandler = ReturnType<typeof webhookHandler>;
