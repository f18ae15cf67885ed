import type { Tier } from './enums';
import { isOneOf } from './enums';
import { priceFor } from './pricing';
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

/** The amount a membership of this tier pays, in cents; never taken from the client. */
export function membershipAmount(tier: Tier): number {
  return priceFor(tier);
}

export function clubAmount(): number {
  return priceFor('club');
}
