import Stripe from 'stripe';

import { startLocalStripeApi } from '../payments/local-stripe-api';
import type { IntentSnapshot, PaymentGateway } from '../payments/payment-gateway';
import { stripeGateway } from '../payments/stripe-gateway';
import { disputeEventPayload, paymentIntentEventPayload } from '../payments/test-events';

export const TEST_WEBHOOK_SECRET = 'whsec_test_double';

/**
 * The real Stripe SDK pointed at the local Stripe API stand-in, as the emulator runs it:
 * tests create and confirm intents over HTTP and sign events with Stripe's own helper.
 */
export async function startStripeDouble() {
  const api = await startLocalStripeApi();
  const stripe = new Stripe('sk_test_double', { host: api.host, port: api.port, protocol: 'http' });
  const gateway = stripeGateway(stripe, TEST_WEBHOOK_SECRET);

  /** A payment_intent event body and the Stripe-Signature header Stripe would send with it. */
  function signedIntentEvent(
    type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
    intent: IntentSnapshot,
    eventId?: string,
  ) {
    const payload = paymentIntentEventPayload(type, intent, eventId);
    return {
      payload,
      signature: stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET }),
    };
  }

  /** A charge.refunded event body for a fully (or partly) refunded charge of an intent. */
  function signedRefundEvent(
    paymentIntentId: string,
    amountRefunded: number,
    refunded = true,
    eventId = `evt_refund_${paymentIntentId}`,
  ) {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          id: `ch_${paymentIntentId}`,
          object: 'charge',
          payment_intent: paymentIntentId,
          amount_refunded: amountRefunded,
          refunded,
        },
      },
    });
    return {
      payload,
      signature: stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET }),
    };
  }

  /** A charge.dispute.created (status needs_response) or .closed (won or lost) event. */
  function signedDisputeEvent(
    type: 'charge.dispute.created' | 'charge.dispute.closed',
    paymentIntentId: string,
    {
      status = 'needs_response',
      disputeId = `dp_${paymentIntentId}`,
      amount = 0,
      eventId = '',
    } = {},
  ) {
    const payload = disputeEventPayload(
      type,
      { id: disputeId, paymentIntentId, status, amount },
      eventId || undefined,
    );
    return {
      payload,
      signature: stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET }),
    };
  }

  return {
    stripe,
    gateway,
    signedIntentEvent,
    signedRefundEvent,
    signedDisputeEvent,
    close: () => api.close(),
  };
}

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;

/** For suites that never pay: any payment call fails loudly. */
export function offlinePaymentGateway(): PaymentGateway {
  const refuse = async (): Promise<never> => {
    throw new Error('This test has no payment gateway: start one with startStripeDouble().');
  };
  return {
    createIntent: refuse,
    retrieveIntent: refuse,
    confirmWithTestMethod: refuse,
    verifyEvent: refuse,
    signTestPayload: refuse,
    refundIntent: refuse,
    cancelIntent: refuse,
  };
}
