import type { AthleteTier } from '@domain/enums';

/** One membership of a household payment. */
export interface HouseholdItem {
  id: string;
  /** The member's name, shown in the summary. */
  name: string;
  tier: AthleteTier;
  /** The current expiry (ISO) of a renewal; null for a first year. */
  expiresAt: string | null;
}

/**
 * What a payment dialog pays for: one membership, one club's yearly fee (which renews its
 * owner's coach membership too) or several of the caller's memberships at once. `renewal`
 * carries the expiry a renewal extends and, for a membership, the tier it renews at by default.
 */
export type PaymentTarget =
  | {
      kind: 'membership';
      id: string;
      name: string;
      renewal?: { expiresAt: string; tier: AthleteTier };
    }
  | { kind: 'club'; id: string; name: string; renewal?: { expiresAt: string } }
  | { kind: 'household'; items: readonly HouseholdItem[] }
  /** An event entry's fee: `id` is the entry, `name` the person entered. */
  | { kind: 'event_entry'; id: string; name: string; eventTitle: string; feeCents: number };

/** A step of the payment failed: the message id to show, maybe with a reason. */
export class PaymentStepError extends Error {
  constructor(
    readonly messageId: string,
    readonly reason: string | null = null,
  ) {
    super(messageId);
    this.name = 'PaymentStepError';
  }
}

/** The card was accepted: the server confirms, then the dialog shows success. */
export type CardAccepted = (paymentIntentId: string) => Promise<void>;
