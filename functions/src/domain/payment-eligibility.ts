import { isOneOf } from './enums';
import { renewalState } from './renewal';
import { isPayable, normaliseLegacyStatus, PAYMENT_STATUSES } from './status';

// Who may pay what, and how much, decided once for the payment API and the webhook.

interface Standing {
  status: string;
  paymentStatus?: string | null;
}

/** An approved membership not yet paid (a declined card may be retried). */
export function canPayMembership(membership: Standing): boolean {
  const status = normaliseLegacyStatus(membership.status);
  const paymentStatus = isOneOf(PAYMENT_STATUSES, membership.paymentStatus)
    ? membership.paymentStatus
    : null;
  return status !== null && isPayable({ status, paymentStatus });
}

const CLUB_PAYABLE_STATUSES: readonly string[] = ['approved', 'pending_payment'];

/** An approved club (or one waiting for payment) not yet paid; a declined card may be retried. */
export function canPayClub(club: Standing): boolean {
  return CLUB_PAYABLE_STATUSES.includes(club.status) && club.paymentStatus !== 'paid';
}

export interface PayableRecord {
  kind: 'membership' | 'club';
  status: string;
  paymentStatus?: string | null;
  membershipTier?: string | null;
  expiresAt?: Date | null;
  deletedAt?: Date | null;
}

/** Why a record cannot be paid now; the API words each one. */
export type PaymentRefusal =
  'paid_with_club' | 'already_paid' | 'not_due' | 'reapply' | 'not_payable';

/**
 * What a payment for this record would be: its first payment (approved, unpaid) or a renewal
 * (inside the renewal window), or why neither. A club owner's coach membership (tier club)
 * is never paid on its own: the club's yearly fee pays for it.
 */
export function paymentPurposeFor(
  record: PayableRecord,
  now: Date,
): { purpose: 'first' | 'renewal' } | { refusal: PaymentRefusal } {
  if (record.kind === 'membership' && record.membershipTier === 'club') {
    return { refusal: 'paid_with_club' };
  }
  const first = record.kind === 'club' ? canPayClub(record) : canPayMembership(record);
  if (first && !record.deletedAt) return { purpose: 'first' };
  const renewal = renewalState(record, now);
  if (renewal === 'renewable') return { purpose: 'renewal' };
  if (renewal === 'reapply') return { refusal: 'reapply' };
  if (renewal === 'not_due') return { refusal: 'not_due' };
  return { refusal: record.paymentStatus === 'paid' ? 'already_paid' : 'not_payable' };
}
