import {
  collection,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

import { idConverter } from '../../../lib/firebase/id-converter';

import type { DirectoryClub, DirectoryMember } from './directory-entry';

const memberConverter = idConverter<DirectoryMember>();
const clubConverter = idConverter<DirectoryClub>();
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
