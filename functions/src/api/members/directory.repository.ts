import { FieldPath, type DocumentData, type Firestore, type Query } from 'firebase-admin/firestore';

import type { DirectoryClubEntry, DirectoryEntry } from '../../domain/directory-entry';
import type { PageDirection } from '../../domain/schemas/directory-query';
import { storedActiveUntil } from '../../standing/standing-document';

import type { DirectoryCursor } from './directory-cursor';

export type DirectoryMember = DirectoryEntry & { id: string };
export type DirectoryClub = DirectoryClubEntry & { id: string };

export interface DirectoryPageRequest {
  limit: number;
  cursor: DirectoryCursor | null;
  direction: PageDirection;
}

export interface Page<T> {
  items: T[];
  hasNext: boolean;
  hasPrevious: boolean;
  first: DirectoryCursor | null;
  last: DirectoryCursor | null;
}

export interface MemberFilters {
  role?: DirectoryEntry['role'];
  clubId?: string;
  beltRank?: string;
}

/**
 * One page by name then id, reading the page size plus one document to learn whether
 * another page lies beyond. Going back reads the same order reversed (descending indexes).
 */
async function pageOf<T extends { id: string; name: string }>(
  query: Query,
  { limit, cursor, direction }: DirectoryPageRequest,
  from: (id: string, data: DocumentData) => T,
): Promise<Page<T>> {
  const order = direction === 'prev' ? 'desc' : 'asc';
  let ordered = query.orderBy('name', order).orderBy(FieldPath.documentId(), order);
  if (cursor) ordered = ordered.startAfter(cursor.name, cursor.id);
  const snapshot = await ordered.limit(limit + 1).get();
  const found = snapshot.docs.map((doc) => from(doc.id, doc.data()));
  const beyond = found.length > limit;
  const items = found.slice(0, limit);
  if (direction === 'prev') items.reverse();
  const edge = (item: T | undefined) => (item ? { name: item.name, id: item.id } : null);
  return {
    items,
    // Coming back from a later page, that page still lies ahead.
    hasNext: direction === 'next' ? beyond : cursor !== null,
    hasPrevious: direction === 'prev' ? beyond : cursor !== null,
    first: edge(items[0]),
    last: edge(items[items.length - 1]),
  };
}

const member = (id: string, data: DocumentData) => ({ ...(data as DirectoryEntry), id });
const club = (id: string, data: DocumentData) => ({ ...(data as DirectoryClubEntry), id });

export function directoryRepository(db: Firestore) {
  const members = db.collection('directory');
  const clubs = db.collection('directoryClubs');

  function filtered({ role, clubId, beltRank }: MemberFilters): Query {
    let query: Query = members;
    if (role) query = query.where('role', '==', role);
    if (clubId) query = query.where('clubId', '==', clubId);
    if (beltRank) query = query.where('beltRank', '==', beltRank);
    return query;
  }

  return {
    /** Until when the caller's standing opens the directory, as the rules read it. */
    activeUntilOf: (uid: string) => storedActiveUntil(db, uid),

    listMembers: (filters: MemberFilters, page: DirectoryPageRequest) =>
      pageOf(filtered(filters), page, member),

    async countMembers(filters: MemberFilters): Promise<number> {
      return (await filtered(filters).count().get()).data().count;
    },

    /** Members with the most achievements first (index achievementCount desc + name). */
    async featured(limit: number): Promise<DirectoryMember[]> {
      const snapshot = await members
        .orderBy('achievementCount', 'desc')
        .orderBy('name')
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => member(doc.id, doc.data()));
    },

    async getMember(id: string): Promise<DirectoryMember | null> {
      const snapshot = await members.doc(id).get();
      const data = snapshot.data();
      return data ? member(snapshot.id, data) : null;
    },

    listClubs: (page: DirectoryPageRequest) => pageOf(clubs, page, club),

    async countClubs(): Promise<number> {
      return (await clubs.count().get()).data().count;
    },
  };
}

export type DirectoryRepository = ReturnType<typeof directoryRepository>;
