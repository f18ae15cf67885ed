import type Stripe from 'stripe';

import type { IntentSnapshot, PaymentEvent, PaymentGateway } from './payment-gateway';

function intentOf(intent: Stripe.PaymentIntent): IntentSnapshot {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    clientSecret: intent.client_secret,
    failureReason: intent.last_payment_error?.message ?? null,
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
    default:
      return { id: event.id, type: 'unhandled', stripeType: event.type };
  }
}

/** The real Stripe SDK behind the gateway; production and tests both go through it. */
export function stripeGateway(stripe: Stripe, webhookSecret: string): PaymentGateway {
  return {
    async createIntent({ amount, currency, metadata, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        { amount, currency, metadata: { ...metadata }, allowed_payment_method_types: ['card'] },
        { idempotencyKey },
      );
      return intentOf(intent);
    },
    async retrieveIntent(id) {
      return intentOf(await stripe.paymentIntents.retrieve(id));
    },
    async confirmWithTestMethod(id, paymentMethod) {
      try {
        return intentOf(await stripe.paymentIntents.confirm(id, { payment_method: paymentMethod }));
      } catch (err) {
        // A declined card is an error in the SDK; the intent then holds the decline.
        if (isCardError(err)) return intentOf(await stripe.paymentIntents.retrieve(id));
        throw err;
      }
    },
    async verifyEvent(rawBody, signature) {
      return eventOf(stripe.webhooks.constructEvent(rawBody, signature, webhookSecret));
    },
    async signTestPayload(payload) {
      return stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    },
  };
}

function isCardError(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    (err as { type?: unknown }).type === 'StripeCardError'
  );
}
