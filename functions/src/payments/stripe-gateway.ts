import type Stripe from 'stripe';

import {
  IntentNotFound,
  type IntentSnapshot,
  type PaymentEvent,
  type PaymentGateway,
} from './payment-gateway';

function intentOf(intent: Stripe.PaymentIntent): IntentSnapshot {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    clientSecret: intent.client_secret,
    failureReason: intent.last_payment_error?.message ?? null,
    failureCode: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? null,
  };
}

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function eventOf(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
      return { id: event.id, type: event.type, intent: intentOf(event.data.object) };
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        id: event.id,
        type: event.type,
        refund: {
          paymentIntentId: idOf(charge.payment_intent),
          amountRefunded: charge.amount_refunded,
          fullyRefunded: charge.refunded,
        },
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      return {
        id: event.id,
        type: event.type,
        dispute: {
          id: dispute.id,
          paymentIntentId: idOf(dispute.payment_intent),
          status: dispute.status,
        },
      };
    }
    default:
      return { id: event.id, type: 'unhandled', stripeType: event.type };
  }
}

/**
 * Stripe's errors carry a string `type`, which Express error handling would take for a
 * body-parser error: they leave the gateway as plain errors (a 500, logged).
 */
async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isCardError(err)) throw err;
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(`Stripe ${operation} failed: ${message}`, { cause: err });
  }
}

/** The real Stripe SDK behind the gateway; production and tests both go through it. */
export function stripeGateway(stripe: Stripe, webhookSecret: string): PaymentGateway {
  return {
    async createIntent({ amount, currency, metadata, idempotencyKey }) {
      const intent = await call('create', () =>
        stripe.paymentIntents.create(
          { amount, currency, metadata, allowed_payment_method_types: ['card'] },
          { idempotencyKey },
        ),
      );
      return intentOf(intent);
    },
    async retrieveIntent(id) {
      try {
        return intentOf(await call('retrieve', () => stripe.paymentIntents.retrieve(id)));
      } catch (err) {
        if (isMissing(err)) throw new IntentNotFound(`No payment intent ${id}`, { cause: err });
        throw err;
      }
    },
    async confirmWithTestMethod(id, paymentMethod) {
      try {
        const confirm = () => stripe.paymentIntents.confirm(id, { payment_method: paymentMethod });
        return intentOf(await call('confirm', confirm));
      } catch (err) {
        // A declined card is an error in the SDK; the intent then holds the decline.
        if (isCardError(err)) return this.retrieveIntent(id);
        throw err;
      }
    },
    async verifyEvent(rawBody, signature) {
      return eventOf(stripe.webhooks.constructEvent(rawBody, signature, webhookSecret));
    },
    async signTestPayload(payload) {
      return stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    },
    async refundIntent(id, idempotencyKey, amount) {
      const refund = await call('refund', () =>
        stripe.refunds.create({ payment_intent: id, amount }, { idempotencyKey }),
      );
      return { amountRefunded: refund.amount };
    },
    async cancelIntent(id) {
      try {
        return intentOf(await call('cancel', () => stripe.paymentIntents.cancel(id)));
      } catch (err) {
        if (isUnexpectedState(err)) return this.retrieveIntent(id);
        throw err;
      }
    },
  };
}

function isMissing(err: unknown): boolean {
  const cause = err instanceof Error ? err.cause : undefined;
  return (
    typeof cause === 'object' &&
    cause !== null &&
    (cause as { code?: unknown }).code === 'resource_missing'
  );
}

/** Stripe refusing an operation the intent's status no longer allows (cancelling a paid one). */
function isUnexpectedState(err: unknown): boolean {
  const cause = err instanceof Error ? err.cause : undefined;
  return (
    typeof cause === 'object' &&
    cause !== null &&
    (cause as { code?: unknown }).code === 'payment_intent_unexpected_state'
  );
}

function isCardError(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    (err as { type?: unknown }).type === 'StripeCardError'
  );
}
