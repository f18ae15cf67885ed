import type { DirectoryMember } from './directory-entry';

/**
 * Where a page starts: after the last member of the page before, by name and then by id (as
 * Firestore orders equal names), so the one-shot read and the listener share it.
 */
export interface MemberCursor {
  name: string;
  id: string;
}

export const MEMBER_PAGE_SIZES = [5, 10, 15, 20] as const;
export const DEFAULT_MEMBER_PAGE_SIZE = 5;

export interface MembersPage {
  members: DirectoryMember[];
  hasNext: boolean;
  /** The last member shown, where the next page starts; null on the last page. */
  nextCursor: MemberCursor | null;
}

/** The query fetches one member more than a page, only to learn whether a next page exists. */
export function toMembersPage(found: readonly DirectoryMember[], pageSize: number): MembersPage {
  const members = found.slice(0, pageSize);
  const last = members[members.length - 1];
  const hasNext = found.length > pageSize;
  return {
    members,
    hasNext,
    nextCursor: hasNext ? { name: last.name, id: last.id } : null,
  };
}

/** 1-based numbers of the first and last member shown on a page. */
export function shownRange(pageNumber: number, pageSize: number, shownCount: number) {
  const from = (pageNumber - 1) * pageSize + 1;
  return { from, to: from + shownCount - 1 };
}
