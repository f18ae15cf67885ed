import type { PaymentPurpose } from '../payment-items';
import type { TransactionStatus } from '../transactions';

export type DisputeStatusWire = 'open' | 'won' | 'lost';

/** Spec 02 section 3's payment transaction, with the club id when a club was paid. */
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
};
