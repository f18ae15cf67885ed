import { randomBytes } from 'node:crypto';

import type { IntentSnapshot } from './payment-gateway';

/** The envelope Stripe posts to the webhook around the object an event is about. */
function stripeEventPayload(type: string, eventId: string, object: Record<string, unknown>) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    data: { object },
  });
}

/**
 * A Stripe event body for an intent, as Stripe would post it to the webhook: the
 * emulator's test-payment panel and the tests sign it with the webhook secret.
 */
export function paymentIntentEventPayload(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
  intent: IntentSnapshot,
  eventId = `evt_local_${randomBytes(12).toString('hex')}`,
): string {
  return stripeEventPayload(type, eventId, {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    client_secret: intent.clientSecret,
    metadata: intent.metadata,
    last_payment_error: intent.failureReason
      ? {
          type: 'card_error',
          code: 'card_declined',
          decline_code: intent.failureCode ?? undefined,
          message: intent.failureReason,
        }
      : null,
  });
}

/** A charge.dispute.* event body for a dispute of an intent's charge, as Stripe posts it. */
export function disputeEventPayload(
  type: 'charge.dispute.created' | 'charge.dispute.closed',
  dispute: { id: string; paymentIntentId: string; status: string; amount: number },
  eventId = `evt_local_${randomBytes(12).toString('hex')}`,
): string {
  return stripeEventPayload(type, eventId, {
    id: dispute.id,
    object: 'dispute',
    amount: dispute.amount,
    currency: 'usd',
    charge: `ch_${dispute.paymentIntentId}`,
    payment_intent: dispute.paymentIntentId,
    reason: 'fraudulent',
    status: dispute.status,
  });
}
