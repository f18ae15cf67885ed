// What the payment code needs of Stripe, in plain values, so services and the webhook
// never handle SDK types and tests can read what they assert.

export type PaymentKind = 'membership' | 'club';

/** Written on every PaymentIntent: what it pays for and who asked. */
export interface IntentMetadata {
  kind: PaymentKind;
  targetId: string;
  accountUid: string;
}

export interface IntentSnapshot {
  id: string;
  // Stripe's own status: requires_payment_method, processing, succeeded, canceled...
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  clientSecret: string | null;
  failureReason: string | null;
}

export interface RefundSnapshot {
  paymentIntentId: string | null;
  amountRefunded: number;
  fullyRefunded: boolean;
}

/** The three event types the webhook acts on; every other type is acknowledged only. */
export type PaymentEvent =
  | {
      id: string;
      type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
      intent: IntentSnapshot;
    }
  | { id: string; type: 'charge.refunded'; refund: RefundSnapshot }
  | { id: string; type: 'unhandled'; stripeType: string };

export interface CreateIntentRequest {
  amount: number;
  currency: string;
  metadata: IntentMetadata;
  idempotencyKey: string;
}

export interface PaymentGateway {
  createIntent(request: CreateIntentRequest): Promise<IntentSnapshot>;
  retrieveIntent(id: string): Promise<IntentSnapshot>;
  /** Confirms with one of Stripe's test payment methods (pm_card_visa...): the emulator panel. */
  confirmWithTestMethod(id: string, paymentMethod: string): Promise<IntentSnapshot>;
  /** Checks the Stripe-Signature of a raw body; throws when it does not match. */
  verifyEvent(rawBody: Buffer | string, signature: string): Promise<PaymentEvent>;
  /** A signature header for a payload, as Stripe would send it (emulator panel and tests). */
  signTestPayload(payload: string): Promise<string>;
}

const INTENT_KINDS: readonly string[] = ['membership', 'club'] satisfies PaymentKind[];

export function metadataOf(intent: IntentSnapshot): IntentMetadata | null {
  const { kind, targetId, accountUid } = intent.metadata;
  if (!kind || !INTENT_KINDS.includes(kind) || !targetId || !accountUid) return null;
  return { kind: kind as PaymentKind, targetId, accountUid };
}
