import {
  collection,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

import type { DirectoryClub, DirectoryMember } from './directory-entry';

function converter<T extends { id: string }>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (value) => value,
    fromFirestore: (snapshot) => ({ ...(snapshot.data() as Omit<T, 'id'>), id: snapshot.id }) as T,
  };
}

// One converter instance each: reactfire identifies a query with queryEqual, which compares
// converters by identity, so a new converter per render would restart the listener forever.
const memberConverter = converter<DirectoryMember>();
const clubConverter = converter<DirectoryClub>();
const members = (db: Firestore) => collection(db, 'directory').withConverter(memberConverter);
const clubs = (db: Firestore) => collection(db, 'directoryClubs').withConverter(clubConverter);

/** The spec's list size for clubs, referees and coaches. */
export const DIRECTORY_LIST_LIMIT = 100;

/**
 * One page of members of a role, by name, after a cursor (composite index role + name).
 * Fetches one extra document to know whether a next page exists.
 */
export function membersPageQuery(
  db: Firestore,
  role: DirectoryMember['role'],
  pageSize: number,
  after: QueryDocumentSnapshot<DirectoryMember> | null,
) {
  const byName = [where('role', '==', role), orderBy('name')];
  return after
    ? query(members(db), ...byName, startAfter(after), limit(pageSize + 1))
    : query(members(db), ...byName, limit(pageSize + 1));
}

/** Referees or coaches: the first 100 by name. */
export function roleListQuery(db: Firestore, role: 'referee' | 'coach') {
  return query(
    members(db),
    where('role', '==', role),
    orderBy('name'),
    limit(DIRECTORY_LIST_LIMIT),
  );
}

export function clubsQuery(db: Firestore) {
  return query(clubs(db), orderBy('name'), limit(DIRECTORY_LIST_LIMIT));
}
