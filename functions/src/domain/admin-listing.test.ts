import {
  ACCOUNT_LISTING,
  CLUB_LISTING,
  MEMBERSHIP_LISTING,
  expiryWindow,
  filterCombinations,
  listingIndexes,
} from './admin-listing';

describe('filterCombinations', () => {
  it('lists every subset of the filters in their order', () => {
    expect(filterCombinations(['role', 'status'])).toEqual([
      [],
      ['role'],
      ['status'],
      ['role', 'status'],
    ]);
  });
});

describe('listingIndexes', () => {
  it('includes the searched live query with both filters before the search tokens', () => {
    expect(listingIndexes(MEMBERSHIP_LISTING)).toContainEqual([
      { fieldPath: 'role', order: 'ASCENDING' },
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'deletedAt', order: 'ASCENDING' },
      { fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ]);
  });

  it('includes the searched trash, latest deleted first', () => {
    expect(listingIndexes(ACCOUNT_LISTING)).toContainEqual([
      { fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' },
      { fieldPath: 'deletedAt', order: 'DESCENDING' },
    ]);
  });

  it('leaves out single-field queries, which need no composite index', () => {
    expect(listingIndexes(MEMBERSHIP_LISTING).every((fields) => fields.length > 1)).toBe(true);
    expect(listingIndexes(MEMBERSHIP_LISTING)).not.toContainEqual([
      { fieldPath: 'deletedAt', order: 'DESCENDING' },
    ]);
  });
});

describe('expiryWindow', () => {
  const now = new Date('2026-12-20T18:00:00Z');

  it('selects active records expiring from now to 30 or 60 days ahead, soonest first', () => {
    expect(expiryWindow('within_30_days', now)).toEqual({
      status: 'active',
      from: now,
      to: new Date('2027-01-19T18:00:00Z'),
      order: 'asc',
    });
    expect(expiryWindow('within_60_days', now).to).toEqual(new Date('2027-02-18T18:00:00Z'));
  });

  it('selects expired records, the latest lapsed first', () => {
    expect(expiryWindow('expired', now)).toEqual({
      status: 'expired',
      from: null,
      to: null,
      order: 'desc',
    });
  });
});

describe('the expiry filter indexes', () => {
  const expiryIndex = (fields: string[], order: 'ASCENDING' | 'DESCENDING') => [
    ...fields.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
    { fieldPath: 'expiresAt', order },
  ];

  it('cover memberships with and without the role, in both orders, and clubs', () => {
    for (const order of ['ASCENDING', 'DESCENDING'] as const) {
      expect(listingIndexes(MEMBERSHIP_LISTING)).toContainEqual(
        expiryIndex(['status', 'deletedAt'], order),
      );
      expect(listingIndexes(MEMBERSHIP_LISTING)).toContainEqual(
        expiryIndex(['role', 'status', 'deletedAt'], order),
      );
      expect(listingIndexes(CLUB_LISTING)).toContainEqual(
        expiryIndex(['status', 'deletedAt'], order),
      );
    }
  });

  it('are not made for accounts, which have no status', () => {
    const fields = listingIndexes(ACCOUNT_LISTING).flat();
    expect(fields.map((field) => field.fieldPath)).not.toContain('expiresAt');
  });
});
