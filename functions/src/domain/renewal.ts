import { membershipExpiry } from './active-member';
import { parseIsoDate } from './dates';

// Dues are yearly. Whether a record may be renewed, and how far a renewal moves its expiry,
// is decided here once: the payment API, the webhook, the reminders and the pages all ask.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Renewal opens this many days before the expiry... */
export const RENEWAL_OPENS_DAYS_BEFORE = 60;
/** ...and stays open this many days after it; later, the record applies again. */
export const RENEWAL_GRACE_DAYS_AFTER = 365;

/** The calendar the association keeps: reminders and "expires today" follow Illinois days. */
export const ASSOCIATION_TIME_ZONE = 'America/Chicago';

export type RenewalState =
  /** Not active or expired (pending, in review, suspended, cancelled, trashed): no renewal. */
  | 'not_renewable'
  /** Active, more than 60 days before its expiry. */
  | 'not_due'
  /** From 60 days before its expiry until 365 days after it. */
  | 'renewable'
  /** Lapsed more than 365 days ago: back through application and review. */
  | 'reapply';

export interface RenewalSubject {
  status: string;
  expiresAt?: Date | null;
  deletedAt?: Date | null;
}

const RENEWING_STATUSES: readonly string[] = ['active', 'expired'];

export function renewalOpensAt(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - RENEWAL_OPENS_DAYS_BEFORE * DAY_MS);
}

/** The first moment a lapsed record can no longer be renewed. */
export function renewalClosesAt(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() + RENEWAL_GRACE_DAYS_AFTER * DAY_MS);
}

export function renewalState(subject: RenewalSubject, now: Date): RenewalState {
  const { status, expiresAt, deletedAt } = subject;
  if (deletedAt || !expiresAt || !RENEWING_STATUSES.includes(status)) return 'not_renewable';
  if (now.getTime() < renewalOpensAt(expiresAt).getTime()) return 'not_due';
  if (now.getTime() < renewalClosesAt(expiresAt).getTime()) return 'renewable';
  return 'reapply';
}

/**
 * The expiry after a renewal paid at `paidAt`: one year from the later of the current
 * expiry and the payment, so an early renewer loses no days and a late one gets a full year.
 */
export function renewedExpiry(currentExpiry: Date, paidAt: Date): Date {
  return membershipExpiry(currentExpiry.getTime() >= paidAt.getTime() ? currentExpiry : paidAt);
}

/** 'YYYY-MM-DD' of an instant on the association's calendar. */
export function associationDate(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ASSOCIATION_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whole calendar days from one 'YYYY-MM-DD' to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) throw new RangeError(`Not YYYY-MM-DD dates: ${from}, ${to}`);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS,
  );
}
