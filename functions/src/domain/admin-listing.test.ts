import { MEMBERSHIP_LISTING, filterCombinations, listingIndexes } from './admin-listing';

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
  it('includes the searched live query with both filters before the search field', () => {
    expect(listingIndexes(MEMBERSHIP_LISTING)).toContainEqual([
      { fieldPath: 'role', order: 'ASCENDING' },
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'deletedAt', order: 'ASCENDING' },
      { fieldPath: 'schoolLower', order: 'ASCENDING' },
    ]);
  });

  it('leaves out single-field queries, which need no composite index', () => {
    expect(listingIndexes(MEMBERSHIP_LISTING).every((fields) => fields.length > 1)).toBe(true);
    expect(listingIndexes(MEMBERSHIP_LISTING)).not.toContainEqual([
      { fieldPath: 'deletedAt', order: 'DESCENDING' },
    ]);
  });
});
