import { useConfig } from '../../../config/config-context';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { currentIdToken } from '../../../lib/api/signed-in-request';
import { useReadThenLive, useRealtime } from '../../../lib/firebase/read-then-live';

import type { DirectoryClub, DirectoryMember } from './directory-entry';
import { membersPageKey } from './directory-records';
import { readClubs, readFirstMembersPage, readRoleMembers } from './directory-rest';
import type { DirectoryResult } from './directory-result';
import type { MemberCursor, MembersPage } from './members-page';

// The directory's lists: read once over REST for the first screen, then live once the page
// goes live (<RealtimeAfterFirstScreen>; without it, at once).

const live = () => import('./directory-live');

async function asMember(config: RuntimeConfig, signal?: AbortSignal) {
  return { idToken: await currentIdToken(config), signal };
}

/** Pages turned or resized go live first (members-list): the listener alone reads them. */
const fromTheListener = () => new Promise<never>(() => undefined);

const narrowed = <T>({ status, data, error }: DirectoryResult<T>): DirectoryResult<T> => ({
  status,
  data,
  error,
});

/** One page of athletes, after the last member of the page before (null: the first). */
export function useMembersPage(
  pageSize: number,
  after: MemberCursor | null,
): DirectoryResult<MembersPage> {
  const config = useConfig();
  const { live: isLive } = useRealtime();
  return narrowed(
    useReadThenLive(
      membersPageKey(pageSize, after),
      async (signal) =>
        after === null && !isLive
          ? readFirstMembersPage(config, pageSize, await asMember(config, signal))
          : fromTheListener(),
      () => live().then(({ watchMembersPage }) => watchMembersPage(pageSize, after)),
    ),
  );
}

export function useRoleMembers(role: 'referee' | 'coach'): DirectoryResult<DirectoryMember[]> {
  const config = useConfig();
  return narrowed(
    useReadThenLive(
      `directory/${role}`,
      async (signal) => readRoleMembers(config, role, await asMember(config, signal)),
      () => live().then(({ watchRoleMembers }) => watchRoleMembers(role)),
    ),
  );
}

export function useDirectoryClubs(): DirectoryResult<DirectoryClub[]> {
  const config = useConfig();
  return narrowed(
    useReadThenLive(
      'directoryClubs',
      async (signal) => readClubs(config, await asMember(config, signal)),
      () => live().then(({ watchClubs }) => watchClubs()),
    ),
  );
}
