/**
 * The admin tables' Firestore queries, described once: repositories build their queries
 * from these shapes and the index test derives every composite index they need from them.
 * Search is one array-contains on the record's search tokens (see searchTokens), in the
 * table's own order, never a scan.
 */
export interface ListingShape {
  collection: 'accounts' | 'memberships' | 'clubs';
  // Equality filters a table may apply, in the order queries apply them.
  filterFields: readonly string[];
}

export const ACCOUNT_LISTING: ListingShape = { collection: 'accounts', filterFields: ['isActive'] };

export const MEMBERSHIP_LISTING: ListingShape = {
  collection: 'memberships',
  filterFields: ['role', 'status'],
};

export const CLUB_LISTING: ListingShape = { collection: 'clubs', filterFields: ['status'] };

export const LISTINGS = [ACCOUNT_LISTING, MEMBERSHIP_LISTING, CLUB_LISTING] as const;

/** The tokens of a record's name, email and school (clubs: name, owner and email). */
export const SEARCH_FIELD = 'searchTokens';
/** Unsorted tables list the newest first; the trash lists the latest deleted first. */
export const CREATED_FIELD = 'createdAt';
export const DELETED_FIELD = 'deletedAt';
export const EXPIRES_FIELD = 'expiresAt';

/** The admin tables' expiry filter (memberships, coaches, referees, clubs). */
export const EXPIRY_FILTERS = ['within_30_days', 'within_60_days', 'expired'] as const;
export type ExpiryFilter = (typeof EXPIRY_FILTERS)[number];

/**
 * What an expiry filter selects: one status and a range of expiresAt, soonest first for
 * the records about to expire, the latest lapsed first for the expired ones.
 */
export interface ExpiryWindow {
  status: 'active' | 'expired';
  from: Date | null;
  to: Date | null;
  order: 'asc' | 'desc';
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function expiryWindow(filter: ExpiryFilter, now: Date): ExpiryWindow {
  if (filter === 'expired') return { status: 'expired', from: null, to: null, order: 'desc' };
  const days = filter === 'within_30_days' ? 30 : 60;
  return {
    status: 'active',
    from: now,
    to: new Date(now.getTime() + days * DAY_MS),
    order: 'asc',
  };
}

export type IndexField =
  | { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' }
  | { fieldPath: string; arrayConfig: 'CONTAINS' };

/** Every subset of the filter fields, keeping their order. */
export function filterCombinations(fields: readonly string[]): string[][] {
  return fields.reduce<string[][]>(
    (subsets, field) => [...subsets, ...subsets.map((subset) => [...subset, field])],
    [[]],
  );
}

const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string): IndexField => ({ fieldPath, order: 'DESCENDING' });
const contains = (fieldPath: string): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' });

/** A query's index and its searched twin: the search tokens sit between equalities and order. */
const withSearch = (equal: IndexField[], order: IndexField[]) => [
  [...equal, ...order],
  [...equal, contains(SEARCH_FIELD), ...order],
];

/**
 * The expiry filter's live tables: the other equality filters, status, deletedAt == null,
 * then the expiresAt range in either order. Only tables with a status have one.
 */
function expiryIndexes(shape: ListingShape): IndexField[][] {
  if (!shape.filterFields.includes('status')) return [];
  const others = shape.filterFields.filter((field) => field !== 'status');
  return filterCombinations(others).flatMap((filters) => {
    const equal = [...filters, 'status', DELETED_FIELD].map(asc);
    return [
      ...withSearch(equal, [asc(EXPIRES_FIELD)]),
      ...withSearch(equal, [desc(EXPIRES_FIELD)]),
    ];
  });
}

/**
 * The composite indexes a listing's queries need: the live table (deletedAt == null, newest
 * first) and the trash (deletedAt != null, latest deleted first), each searched or not.
 * Single-field queries are served by Firestore's automatic indexes and are left out.
 */
export function listingIndexes(shape: ListingShape): IndexField[][] {
  const indexes: IndexField[][] = [...expiryIndexes(shape)];
  for (const filters of filterCombinations(shape.filterFields)) {
    const equal = filters.map(asc);
    indexes.push(...withSearch([...equal, asc(DELETED_FIELD)], [desc(CREATED_FIELD)]));
    indexes.push(...withSearch(equal, [desc(DELETED_FIELD)]));
  }
  return indexes.filter((fields) => fields.length > 1);
}
