import type { MembershipRecord } from '../records/records';

// What the one-shot read (REST) and the live listener (SDK) of the person's own documents
// share, so that both give the same records. Every list filters on the caller's uid, as the
// rules require ("rules are not filters"), and on deletedAt == null: the rules hide trashed
// records from their owner.

// An account holds a handful of memberships, each paid once a year: 100 covers years.
export const PAYMENT_HISTORY_LIMIT = 100;

/** Oldest first, as My Account lists them. */
export const inCreationOrder = (memberships: MembershipRecord[]) =>
  memberships.sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
