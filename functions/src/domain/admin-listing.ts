/**
 * The admin tables' Firestore queries, described once: repositories build their queries
 * from these shapes and the index test derives every composite index they need from them.
 * Search is by prefix of normalised copies (see normaliseForSearch), never a full scan.
 */
export interface ListingShape {
  collection: 'accounts' | 'memberships' | 'clubs';
  // Equality filters a table may apply, in the order queries apply them.
  filterFields: readonly string[];
  // Normalised fields a search term is matched against by prefix, one query each.
  searchFields: readonly string[];
  // How search results are ordered once merged.
  sortFields: readonly string[];
}

export const ACCOUNT_LISTING: ListingShape = {
  collection: 'accounts',
  filterFields: ['isActive'],
  searchFields: ['firstNameLower', 'lastNameLower', 'emailLower'],
  sortFields: ['lastNameLower', 'firstNameLower'],
};

export const MEMBERSHIP_LISTING: ListingShape = {
  collection: 'memberships',
  filterFields: ['role', 'status'],
  searchFields: ['firstNameLower', 'lastNameLower', 'emailLower', 'schoolLower'],
  sortFields: ['lastNameLower', 'firstNameLower'],
};

export const CLUB_LISTING: ListingShape = {
  collection: 'clubs',
  filterFields: ['status'],
  searchFields: ['nameLower', 'ownerNameLower', 'emailLower'],
  sortFields: ['nameLower'],
};

export const LISTINGS = [ACCOUNT_LISTING, MEMBERSHIP_LISTING, CLUB_LISTING] as const;

/** Unsorted tables list the newest first; the trash lists the latest deleted first. */
export const CREATED_FIELD = 'createdAt';
export const DELETED_FIELD = 'deletedAt';

export interface IndexField {
  fieldPath: string;
  order: 'ASCENDING' | 'DESCENDING';
}

/** Every subset of the filter fields, keeping their order. */
export function filterCombinations(fields: readonly string[]): string[][] {
  return fields.reduce<string[][]>(
    (subsets, field) => [...subsets, ...subsets.map((subset) => [...subset, field])],
    [[]],
  );
}

const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string): IndexField => ({ fieldPath, order: 'DESCENDING' });

/**
 * The composite indexes a listing's queries need: the live table (deletedAt == null) and
 * the trash (deletedAt != null), each unsorted or searched by one field. Single-field
 * queries are served by Firestore's automatic indexes and are left out.
 */
export function listingIndexes(shape: ListingShape): IndexField[][] {
  const indexes: IndexField[][] = [];
  for (const filters of filterCombinations(shape.filterFields)) {
    const equal = filters.map(asc);
    indexes.push([...equal, asc(DELETED_FIELD), desc(CREATED_FIELD)]);
    indexes.push([...equal, desc(DELETED_FIELD)]);
    for (const field of shape.searchFields) {
      indexes.push([...equal, asc(DELETED_FIELD), asc(field)]);
      indexes.push([...equal, asc(field)]);
    }
  }
  return indexes.filter((fields) => fields.length > 1);
}
