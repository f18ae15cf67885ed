import { daysInMonth } from './dates';
import { ACTIVE_STATUS } from './status';

/** What decides whether a membership (or club) counts as active; plain values, no Firebase. */
export interface MembershipStanding {
  status: string;
  paymentStatus?: string | null;
  expiresAt?: Date | null;
  deletedAt?: Date | null;
}

/**
 * The one definition of an active member: status active, dues paid, not soft-deleted and
 * not past its expiry. A record without an expiry date predates activation by payment and
 * counts until the daily expiry job or an administrator closes it.
 */
export function isActiveMember(standing: MembershipStanding, now: Date): boolean {
  return (
    standing.status === ACTIVE_STATUS &&
    standing.paymentStatus === 'paid' &&
    !standing.deletedAt &&
    !isPastExpiry(standing, now)
  );
}

export function isPastExpiry({ expiresAt }: Pick<MembershipStanding, 'expiresAt'>, now: Date) {
  return expiresAt ? expiresAt.getTime() <= now.getTime() : false;
}

/**
 * One year after activation, at the same time of day (UTC). 29 February moves to
 * 28 February, so a membership never runs into the month after its anniversary.
 */
export function membershipExpiry(activatedAt: Date): Date {
  const expiry = new Date(activatedAt.getTime());
  const year = activatedAt.getUTCFullYear() + 1;
  const month = activatedAt.getUTCMonth();
  expiry.setUTCDate(1);
  expiry.setUTCFullYear(
    year,
    month,
    Math.min(activatedAt.getUTCDate(), daysInMonth(year, month + 1)),
  );
  return expiry;
}
