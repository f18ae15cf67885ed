import {
  collection,
  doc,
  documentId,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';

import type { Watch } from '../../../lib/firebase/read-then-live';

import type { DirectoryClub, DirectoryMember } from './directory-entry';
import { CLUBS, DIRECTORY_LIST_LIMIT, entryOf, MEMBERS } from './directory-records';
import { toMembersPage, type MemberCursor, type MembersPage } from './members-page';

// The directory's live listeners: the realtime SDK's chunk, loaded once the page goes live.
// The same queries as the one-shot reads (directory-rest.ts).

const entriesOf = <T extends { id: string }>(snapshot: QuerySnapshot) =>
  snapshot.docs.map((document) => entryOf<T>(document.id, document.data()));

const ofRole = (db: Firestore, role: DirectoryMember['role']) =>
  query(collection(db, MEMBERS), where('role', '==', role));

/**
 * One page of athletes by name, after a cursor (composite index role + name, which
 * Firestore completes with the document id), and one more to learn whether a next exists.
 */
export function membersPageQuery(db: Firestore, pageSize: number, after: MemberCursor | null) {
  const byName = query(ofRole(db, 'athlete'), orderBy('name'), orderBy(documentId()));
  return after
    ? query(byName, startAfter(after.name, after.id), limit(pageSize + 1))
    : query(byName, limit(pageSize + 1));
}

export const watchMembersPage =
  (pageSize: number, after: MemberCursor | null): Watch<MembersPage> =>
  (db, next, fail) =>
    onSnapshot(
      membersPageQuery(db, pageSize, after),
      (snapshot) => next(toMembersPage(entriesOf<DirectoryMember>(snapshot), pageSize)),
      fail,
    );

/** Referees or coaches: the first 100 by name. */
export const watchRoleMembers =
  (role: 'referee' | 'coach'): Watch<DirectoryMember[]> =>
  (db, next, fail) =>
    onSnapshot(
      query(ofRole(db, role), orderBy('name'), limit(DIRECTORY_LIST_LIMIT)),
      (snapshot) => next(entriesOf<DirectoryMember>(snapshot)),
      fail,
    );

export const watchClubs = (): Watch<DirectoryClub[]> => (db, next, fail) =>
  onSnapshot(
    query(collection(db, CLUBS), orderBy('name'), limit(DIRECTORY_LIST_LIMIT)),
    (snapshot) => next(entriesOf<DirectoryClub>(snapshot)),
    fail,
  );

/** standings/{uid}'s activeUntil, live; null without one. */
export const watchActiveUntil =
  (uid: string): Watch<Date | null> =>
  (db, next, fail) =>
    onSnapshot(
      doc(db, 'standings', uid),
      (snapshot) => {
        const activeUntil: unknown = snapshot.get('activeUntil');
        next(activeUntil instanceof Timestamp ? activeUntil.toDate() : null);
      },
      fail,
    );
