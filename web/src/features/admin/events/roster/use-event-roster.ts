import { ROSTER_MAX_PAGE_SIZE, ROSTER_PAGE_SIZE } from '@domain/schemas/event-roster';
import type { EventRosterRowWire, EventRosterWire } from '@domain/wire/event-roster';
import { useCallback, useMemo, useState } from 'react';

import { useConfig } from '../../../../config/config-context';
import { useServerPages } from '../../../../lib/paging/use-server-pages';
import { getEventRoster, type RosterToolbarFilter } from '../../api/event-roster-api';

// The table pages as the API does by default.
export { ROSTER_PAGE_SIZE };
// The most the API gives in one page: the print sheet reads every entry in pages this big.
const PRINT_PAGE_SIZE = ROSTER_MAX_PAGE_SIZE;

export interface RosterFilters {
  status: string;
  paid: string;
}

const lastRowId = (data: EventRosterWire) => data.rows.at(-1)?.id;

/** What the API is asked for: the table, its CSV and the print sheet alike. */
const rosterFilter = (filters: RosterFilters, search: string): RosterToolbarFilter => ({
  ...filters,
  search: search.trim() || undefined,
});

/**
 * An event's roster page by page (lib/paging), under its status and paid filters and the
 * search, and every entry at once for the print sheet.
 */
export function useEventRoster(eventId: string) {
  const config = useConfig();
  const [filters, setFilters] = useState<RosterFilters>({ status: 'all', paid: 'all' });
  const pages = useServerPages<EventRosterWire>({
    fetchPage: (cursor, search) =>
      getEventRoster(config, eventId, rosterFilter(filters, search), cursor),
    lastRowId,
    pageSize: ROSTER_PAGE_SIZE,
    query: JSON.stringify([eventId, filters]),
  });
  const { search, setPage } = pages;

  const filter = useMemo(() => rosterFilter(filters, search), [filters, search]);

  const setFilter = useCallback(
    (name: keyof RosterFilters, value: string) => {
      setFilters((previous) => ({ ...previous, [name]: value }));
      setPage(0);
    },
    [setPage],
  );

  /** Every entry under the current filters, for the check-in sheet. */
  const allRows = useCallback(async () => {
    const rows: EventRosterRowWire[] = [];
    for (;;) {
      const { rows: pageRows, total } = await getEventRoster(config, eventId, filter, {
        skip: rows.length,
        after: rows.at(-1)?.id,
        limit: PRINT_PAGE_SIZE,
      });
      rows.push(...pageRows);
      if (pageRows.length < PRINT_PAGE_SIZE || rows.length >= total) return rows;
    }
  }, [config, eventId, filter]);

  return {
    data: pages.result,
    loading: pages.loading,
    error: pages.error,
    filters,
    filter,
    setFilter,
    searchInput: pages.searchInput,
    setSearchInput: pages.setSearchInput,
    page: pages.page,
    setPage,
    reload: pages.reload,
    allRows,
  };
}
