import type { Tier } from '../domain/enums';
import { itemsMetadata, itemsOfMetadata, type PaymentItem } from '../domain/payment-items';

// What the payment code needs of Stripe, in plain values, so services and the webhook
// never handle SDK types and tests can read what they assert.

export type PaymentKind = 'membership' | 'club';
/** What an intent pays for: one membership, one club (with its coach), or several memberships. */
export type IntentKind = PaymentKind | 'household';

/** One record an intent pays for; tier null on intents made before items (the record's tier). */
export type IntentItem = Omit<PaymentItem, 'tier'> & { tier: Tier | null };

/** Written on every PaymentIntent: what it pays for and who asked. */
export interface IntentMetadata {
  kind: IntentKind;
  accountUid: string;
  items: IntentItem[];
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
  /**
   * Stripe's code for the last failure: the bank's decline code when it gave one, else the
   * error's code. The payer is told our own message for it (domain/card-declines).
   */
  failureCode: string | null;
}

export interface RefundSnapshot {
  paymentIntentId: string | null;
  amountRefunded: number;
  fullyRefunded: boolean;
}

export interface DisputeSnapshot {
  id: string;
  paymentIntentId: string | null;
  // Stripe's dispute status: needs_response, under_review, won, lost, warning_closed...
  status: string;
}

/** The event types the webhook acts on; every other type is acknowledged only. */
export type PaymentEvent =
  | {
      id: string;
      type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
      intent: IntentSnapshot;
    }
  | { id: string; type: 'charge.refunded'; refund: RefundSnapshot }
  | {
      id: string;
      type: 'charge.dispute.created' | 'charge.dispute.closed';
      dispute: DisputeSnapshot;
    }
  | { id: string; type: 'unhandled'; stripeType: string };

export interface CreateIntentRequest {
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

/** Stripe has no intent of this id (another account's, or made up, like the demo data's). */
export class IntentNotFound extends Error {}

export interface PaymentGateway {
  createIntent(request: CreateIntentRequest): Promise<IntentSnapshot>;
  /** Throws IntentNotFound when Stripe knows no such intent. */
  retrieveIntent(id: string): Promise<IntentSnapshot>;
  /** Confirms with one of Stripe's test payment methods (pm_card_visa...): the emulator panel. */
  confirmWithTestMethod(id: string, paymentMethod: string): Promise<IntentSnapshot>;
  /** Checks the Stripe-Signature of a raw body; throws when it does not match. */
  verifyEvent(rawBody: Buffer | string, signature: string): Promise<PaymentEvent>;
  /** A signature header for a payload, as Stripe would send it (emulator panel and tests). */
  signTestPayload(payload: string): Promise<string>;
  /**
   * Refunds a succeeded intent, in full (an entry withdrawn before closing) or `amount` cents
   * of it (dues paid twice); Stripe then sends charge.refunded.
   */
  refundIntent(
    id: string,
    idempotencyKey: string,
    amount?: number,
  ): Promise<{ amountRefunded: number }>;
  /**
   * Cancels an open intent so it can no longer be paid. An intent past cancelling (paid
   * meanwhile) comes back as it is: the caller reads its status.
   */
  cancelIntent(id: string): Promise<IntentSnapshot>;
}

const INTENT_KINDS: readonly string[] = ['membership', 'club', 'household'] satisfies IntentKind[];

/** The metadata a new intent carries: who pays, and one item per record paid. */
export function intentMetadata(
  kind: IntentKind,
  accountUid: string,
  items: readonly PaymentItem[],
): Record<string, string> {
  return { kind, accountUid, ...itemsMetadata(items) };
}

export function metadataOf(intent: IntentSnapshot): IntentMetadata | null {
  const { kind, targetId, accountUid } = intent.metadata;
  if (!kind || !INTENT_KINDS.includes(kind) || !accountUid) return null;
  if (intent.metadata.items !== undefined) {
    const items = itemsOfMetadata(intent.metadata);
    if (!items || (kind !== 'household' && items.length !== 1)) return null;
    return { kind: kind as IntentKind, accountUid, items };
  }
  // Intents prepared before items name one record and pay its first year.
  if (!targetId || kind === 'household') return null;
  const item: IntentItem = {
    kind: kind as PaymentKind,
    id: targetId,
    purpose: 'first',
    tier: null,
    renewsFrom: null,
  };
  return { kind: kind as PaymentKind, accountUid, items: [item] };
}
