import { useFirestore, useFirestoreCollection, useFirestoreCollectionData } from 'reactfire';

import type { DirectoryClub, DirectoryMember } from './directory-entry';
import { clubsQuery, membersPageQuery, roleListQuery } from './directory-queries';
import type { DirectoryResult } from './directory-result';
import { toMembersPage, type MemberCursor, type MembersPage } from './members-page';

// Must be rendered inside <FirebaseBoundary> (it supplies reactfire's providers).

/** One page of athletes; the snapshots are kept because the next page starts after one. */
export function useMembersPage(
  pageSize: number,
  after: MemberCursor | null,
): DirectoryResult<MembersPage> {
  const { status, data, error } = useFirestoreCollection(
    membersPageQuery(useFirestore(), 'athlete', pageSize, after),
  );
  return { status, error, data: data ? toMembersPage(data.docs, pageSize) : undefined };
}

export function useRoleMembers(role: 'referee' | 'coach'): DirectoryResult<DirectoryMember[]> {
  return useFirestoreCollectionData(roleListQuery(useFirestore(), role));
}

export function useDirectoryClubs(): DirectoryResult<DirectoryClub[]> {
  return useFirestoreCollectionData(clubsQuery(useFirestore()));
}
