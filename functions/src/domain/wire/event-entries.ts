import type { IneligibleReason } from '../events/entry-eligibility';
import type { EntryPaymentStatus, EntryStatus } from '../events/event-entries';

import type { PaymentIntentWire } from './payment-intent';

// What the event-entry endpoints answer, snake_case on the wire; the web imports these.

export interface EventEntryWire {
  id: string;
  event_id: string;
  membership_id: string;
  status: EntryStatus;
  fee_cents: number;
  payment_status: EntryPaymentStatus;
  first_name: string;
  last_name: string;
  created_at: string | null;
  withdrawn_at: string | null;
  offered_at: string | null;
}

export interface EntryOptionWire {
  membership_id: string;
  first_name: string;
  last_name: string;
  member_id: string | null;
  eligible: boolean;
  /** Eligible memberships only: what this one would pay, in cents. */
  fee_cents: number | null;
  reasons: IneligibleReason[];
  /** The membership's entry that is not withdrawn, if any. */
  entry: EventEntryWire | null;
}

export interface EntryOptionsWire {
  event: {
    id: string;
    title: string;
    title_es: string | null;
    date: string;
    closes_at: string | null;
    capacity: number | null;
    places_left: number | null;
    refund_before_close: boolean;
  };
  options: EntryOptionWire[];
}

/** An entry with, for one whose fee is due, the intent to pay it with. */
export interface EntryCreatedWire {
  entry: EventEntryWire;
  payment: PaymentIntentWire | null;
}

/** My Account's Events tab: the household's entries with their event. */
export interface HouseholdEntryWire extends EventEntryWire {
  event: {
    id: string;
    title: string;
    title_es: string | null;
    date: string;
    start_time: string | null;
    location: string | null;
    closes_at: string | null;
    refund_before_close: boolean;
  } | null;
  can_withdraw: boolean;
}

/** GET /entries: the entries of everyone the caller registered. */
export interface HouseholdEntriesWire {
  entries: HouseholdEntryWire[];
}

/** POST /entries/{id}/confirm-payment: whether the entry is paid now, and the entry. */
export interface EntryPaymentConfirmedWire {
  success: boolean;
  entry: EventEntryWire;
}

/** POST /entries/{id}/withdraw: the entry withdrawn (and refunded when it was paid). */
export interface EntryWithdrawnWire {
  entry: EventEntryWire;
}
