import { initializeApp } from 'firebase/app';
import { getFirestore, queryEqual } from 'firebase/firestore';

import { clubsQuery, membersPageQuery, roleListQuery } from './directory-queries';

// reactfire identifies a live query by queryEqual: a query rebuilt on every render must
// equal the previous one, or the listener restarts forever and never leaves 'loading'.
const db = getFirestore(initializeApp({ projectId: 'demo-test', apiKey: 'demo' }, 'queries'));

describe('directory queries', () => {
  it('are equal when rebuilt, so reactfire keeps one listener per list', () => {
    expect(queryEqual(clubsQuery(db), clubsQuery(db))).toBe(true);
    expect(queryEqual(roleListQuery(db, 'coach'), roleListQuery(db, 'coach'))).toBe(true);
    expect(
      queryEqual(
        membersPageQuery(db, 'athlete', 5, null),
        membersPageQuery(db, 'athlete', 5, null),
      ),
    ).toBe(true);
  });

  it('differ by role and page size', () => {
    expect(queryEqual(roleListQuery(db, 'coach'), roleListQuery(db, 'referee'))).toBe(false);
    expect(
      queryEqual(
        membersPageQuery(db, 'athlete', 5, null),
        membersPageQuery(db, 'athlete', 10, null),
      ),
    ).toBe(false);
  });
});
