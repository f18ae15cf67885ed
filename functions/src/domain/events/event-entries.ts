import type { AgeDivision, BeltRank, MembershipRole } from '../enums';

import type { EntryRules } from './entry-eligibility';

// An entry's life: a place held for payment, entered, on the waiting list, offered a freed
// place, or withdrawn. Plain values here; the API and the webhook store them.

export const ENTRY_STATUSES = [
  'pending_payment',
  'entered',
  'waiting',
  'offered',
  'withdrawn',
] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];
export type EntryPaymentStatus = 'none' | 'pending' | 'paid' | 'refunded';

/** Statuses that take one of the event's places (entryCounts.entered). */
export const PLACE_HOLDING: readonly EntryStatus[] = ['pending_payment', 'entered', 'offered'];

/** events/{id}.entry as stored, dates already read as Dates. */
export interface EntrySettings {
  registrationOpen: boolean;
  closesAt: Date | null;
  capacity: number | null;
  fees: { champion: number | null; basic: number | null; nonMember: number | null };
  requiresActiveMembership: boolean;
  roles: readonly MembershipRole[];
  divisions: readonly AgeDivision[];
  minimumBelt: BeltRank | null;
  refundBeforeClose: boolean;
}

export interface EntryCounts {
  entered: number;
  waiting: number;
}

export function entryRulesOf(settings: EntrySettings): EntryRules {
  const { registrationOpen, closesAt, requiresActiveMembership, roles, divisions } = settings;
  return {
    registrationOpen,
    closesAt,
    requiresActiveMembership,
    roles,
    divisions,
    minimumBelt: settings.minimumBelt,
    fees: settings.fees,
  };
}

/** A new entry takes a place while one is left, else joins the waiting list. */
export function placeFor(capacity: number | null, counts: EntryCounts): 'place' | 'waiting' {
  if (capacity === null) return 'place';
  return counts.entered < capacity ? 'place' : 'waiting';
}

/** The status a new entry (or an accepted offer) starts in: free entries are entered at once. */
export function heldStatus(feeCents: number): 'entered' | 'pending_payment' {
  return feeCents > 0 ? 'pending_payment' : 'entered';
}

/**
 * Whether an entry may still be withdrawn: not already withdrawn, and before entries close
 * (or, with no closing time, before the event's day starts, `eventStartsAt`).
 */
export function canWithdraw(
  status: EntryStatus,
  closesAt: Date | null,
  eventStartsAt: Date | null,
  now: Date,
): boolean {
  if (status === 'withdrawn') return false;
  const deadline = closesAt ?? eventStartsAt;
  return deadline === null || now.getTime() < deadline.getTime();
}

/** A withdrawal refunds a paid fee only when the event says so (before the closing time). */
export function refundsOnWithdrawal(
  settings: Pick<EntrySettings, 'refundBeforeClose'>,
  paymentStatus: EntryPaymentStatus,
): boolean {
  return settings.refundBeforeClose && paymentStatus === 'paid';
}

/** A held or offered place not paid within this long may be released to the waiting list. */
export const HOLD_MINUTES = 30;

/** Whether an unpaid hold has run out: held (pending_payment) or offered more than 30 minutes ago. */
export function holdExpired(
  entry: {
    status: EntryStatus;
    paymentStatus: EntryPaymentStatus;
    createdAt: Date | null;
    offeredAt: Date | null;
  },
  now: Date,
): boolean {
  if (entry.paymentStatus === 'paid') return false;
  const since =
    entry.status === 'pending_payment'
      ? entry.createdAt
      : entry.status === 'offered'
        ? entry.offeredAt
        : null;
  return since !== null && now.getTime() - since.getTime() > HOLD_MINUTES * 60_000;
}
