import type { IndexField } from '../admin-listing';
import { filterCombinations } from '../admin-listing';
import { searchTokens } from '../search-text';

import type { EntryPaymentStatus, EntryStatus } from './event-entries';

// An event's roster: its entries that are not withdrawn, by last name, filtered by equality
// on the snapshot the entry stores, searched by one array-contains. Every query is one of
// the shapes below, so the index test derives each composite index it needs from them.

/** The statuses a roster shows (every one but withdrawn). */
export const ROSTER_STATUSES = [
  'entered',
  'waiting',
  'pending_payment',
  'offered',
] as const satisfies readonly EntryStatus[];
export type RosterStatus = (typeof ROSTER_STATUSES)[number];

/** paid=yes: the fee is paid; paid=no: a fee is due and not paid. Free entries are neither. */
export const ROSTER_PAID_FILTERS = ['yes', 'no'] as const;
export type RosterPaidFilter = (typeof ROSTER_PAID_FILTERS)[number];

export const ROSTER_PAYMENT_STATUS: Record<RosterPaidFilter, EntryPaymentStatus> = {
  yes: 'paid',
  no: 'pending',
};

/** The equality filters after eventId and status, in the order queries apply them. */
export const ROSTER_FILTER_FIELDS = ['paymentStatus', 'clubName', 'division'] as const;
export type RosterFilterField = (typeof ROSTER_FILTER_FIELDS)[number];

export const ROSTER_SEARCH_FIELD = 'searchTokens';
/** By last name, then first name (the check-in desk's order). */
export const ROSTER_ORDER = ['lastName', 'firstName'] as const;

/** What an entry is found by in the roster's search: its names and member ID. */
export function rosterSearchTokens(entrant: {
  firstName: string;
  lastName: string;
  memberId: string | null;
}): string[] {
  return searchTokens([entrant.firstName, entrant.lastName, entrant.memberId]);
}

const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });

/**
 * Every composite index a roster query uses: eventId, status (one of them or in the
 * roster's list), any subset of the filters, the search or not, then the order.
 */
export function rosterIndexes(): IndexField[][] {
  return filterCombinations(ROSTER_FILTER_FIELDS).flatMap((filters) => {
    const equal = [asc('eventId'), asc('status'), ...filters.map(asc)];
    const order = ROSTER_ORDER.map(asc);
    return [
      [...equal, ...order],
      [...equal, { fieldPath: ROSTER_SEARCH_FIELD, arrayConfig: 'CONTAINS' as const }, ...order],
    ];
  });
}
