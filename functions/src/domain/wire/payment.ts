import type { PaymentPurpose } from '../payment-items';
import type { TransactionStatus } from '../transactions';

export type DisputeStatusWire = 'open' | 'won' | 'lost';

/** What an entry fee paid: the entry, the event's title in both languages, who was entered. */
export type EventEntryPaymentWire = {
  entry_id: string;
  event_id: string | null;
  membership_id: string | null;
  event_title: string | null;
  event_title_es: string | null;
  entrant_name: string | null;
};

/** A payment transaction as the API gives it, with the club id when a club was paid. */
export type PaymentTransactionWire = {
  id: string;
  membership_id: string | null;
  club_membership_id: string | null;
  purpose: PaymentPurpose | null;
  /** The memberships a household payment covered (empty for a single one). */
  membership_ids: string[];
  dispute_status: DisputeStatusWire | null;
  status: TransactionStatus;
  amount: number;
  currency: string;
  payment_method: string | null;
  payment_provider: string | null;
  created_at: string | null;
  updated_at: string | null;
  completed_at: string | null;
  failure_reason: string | null;
  /** Set when the payment paid an event's entry fee (no membership or club then). */
  event_entry: EventEntryPaymentWire | null;
};

/** GET /payments/transactions: the caller's payments, newest first. */
export type PaymentTransactionListWire = { transactions: PaymentTransactionWire[] };
