import type { PaymentPurpose } from '../payment-items';

/**
 * A card payment the browser completes with Stripe: the intent's client secret, its id and
 * what it charges (in cents).
 */
export type PaymentIntentWire = {
  client_secret: string;
  payment_intent_id: string;
  amount: number;
  currency: string;
};

/** POST /payments/create-payment-intent (the spec's client reads either spelling). */
export type MembershipPaymentIntentWire = PaymentIntentWire & {
  clientSecret: string;
  purpose: PaymentPurpose;
};

/** POST /payments/club/create-payment-intent */
export type ClubPaymentIntentWire = PaymentIntentWire & { purpose: PaymentPurpose };

/** POST /payments/household/create-payment-intent: the memberships the payment covers. */
export type HouseholdPaymentIntentWire = PaymentIntentWire & { membership_ids: string[] };
