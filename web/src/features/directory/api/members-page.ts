import type { QueryDocumentSnapshot } from 'firebase/firestore';

import type { DirectoryMember } from './directory-entry';

export type MemberCursor = QueryDocumentSnapshot<DirectoryMember>;

export const MEMBER_PAGE_SIZES = [5, 10, 15, 20] as const;
export const DEFAULT_MEMBER_PAGE_SIZE = 5;

export interface MembersPage<Cursor = MemberCursor> {
  members: DirectoryMember[];
  hasNext: boolean;
  /** The last member shown, where the next page starts; null on the last page. */
  nextCursor: Cursor | null;
}

/** The query fetches one member more than a page, only to learn whether a next page exists. */
export function toMembersPage<Cursor extends { data(): DirectoryMember }>(
  docs: readonly Cursor[],
  pageSize: number,
): MembersPage<Cursor> {
  const shown = docs.slice(0, pageSize);
  const hasNext = docs.length > pageSize;
  return {
    members: shown.map((doc) => doc.data()),
    hasNext,
    nextCursor: hasNext ? shown[shown.length - 1] : null,
  };
}

/** 1-based numbers of the first and last member shown on a page. */
export function shownRange(pageNumber: number, pageSize: number, shownCount: number) {
  const from = (pageNumber - 1) * pageSize + 1;
  return { from, to: from + shownCount - 1 };
}
