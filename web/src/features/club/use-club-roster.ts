import { useConfig } from '../../config/config-context';
import { useSamplePage } from '../../lib/paging/sample-rows';
import { lastItemId, useServerPages } from '../../lib/paging/use-server-pages';
import type { MembershipRecord } from '../../lib/records/records';

import { listClubMembers } from './api/club-owner-api';

export const CLUB_ROSTER_PAGE_SIZE = 10;

type RosterPage = Awaited<ReturnType<typeof listClubMembers>>;

const NO_MEMBERS: MembershipRecord[] = [];

/**
 * The club's roster paged on the server like the admin tables (lib/paging), ten a page.
 * Nothing loads before `enabled` (the session is confirmed).
 */
export function useClubRoster(enabled: boolean) {
  const config = useConfig();
  const initial = useSamplePage<MembershipRecord>();
  const pages = useServerPages<RosterPage>({
    fetchPage: (cursor, search) =>
      listClubMembers(config, { ...cursor, search }).catch((error: unknown) => {
        // Logged only; the empty state shows.
        console.error('Failed to load the club members', error);
        return { items: [], total: 0 };
      }),
    lastRowId: lastItemId,
    pageSize: CLUB_ROSTER_PAGE_SIZE,
    enabled,
    initial,
  });
  return {
    members: pages.result?.items ?? NO_MEMBERS,
    total: pages.result?.total ?? 0,
    loading: pages.loading,
    searchInput: pages.searchInput,
    setSearchInput: pages.setSearchInput,
    page: pages.page,
    setPage: pages.setPage,
    reload: pages.reload,
  };
}
