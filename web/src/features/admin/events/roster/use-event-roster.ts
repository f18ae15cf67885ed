import type { EventRosterRowWire, EventRosterWire } from '@domain/wire/event-roster';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { useConfig } from '../../../../config/config-context';
import { getEventRoster, type EventRosterFilter } from '../../api/event-roster-api';
import { SEARCH_DELAY_MS } from '../../shared/use-paged-list';

export const ROSTER_PAGE_SIZE = 25;
// The most the API gives in one page: the print sheet reads every entry in pages this big.
const PRINT_PAGE_SIZE = 100;

export interface RosterFilters {
  status: string;
  paid: string;
}

interface RosterState {
  data: EventRosterWire | null;
  loading: boolean;
  error: unknown;
}

/**
 * An event's roster page by page (each page after the last row of the one before), under
 * its status and paid filters and a search typed now and applied after 300 ms, and every
 * entry at once for the print sheet.
 */
export function useEventRoster(eventId: string) {
  const config = useConfig();
  const [filters, setFilters] = useState<RosterFilters>({ status: 'all', paid: 'all' });
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<RosterState>({ data: null, loading: true, error: null });
  // The last row's id of each page seen, for the current filters only.
  const lastRows = useRef({ query: '', ids: new Map<number, string>() });

  useEffect(() => {
    if (searchInput === search) return;
    const timer = setTimeout(() => {
      setSearch(searchInput);
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput, search]);

  // What the API is asked for: the table, its CSV and the print sheet alike.
  const filter = useMemo<EventRosterFilter>(
    () => ({ ...filters, search: search.trim() || undefined }),
    [filters, search],
  );

  useEffect(() => {
    let current = true;
    const query = JSON.stringify(filter);
    if (lastRows.current.query !== query) lastRows.current = { query, ids: new Map() };
    const { ids } = lastRows.current;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    getEventRoster(config, eventId, filter, {
      skip: page * ROSTER_PAGE_SIZE,
      after: ids.get(page - 1),
      limit: ROSTER_PAGE_SIZE,
    }).then(
      (data) => {
        const last = data.rows.at(-1);
        if (last) ids.set(page, last.id);
        if (current) setState({ data, loading: false, error: null });
      },
      (error: unknown) => current && setState({ data: null, loading: false, error }),
    );
    return () => {
      current = false;
    };
  }, [config, eventId, filter, page, reloads]);

  const setFilter = useCallback((name: keyof RosterFilters, value: string) => {
    setFilters((previous) => ({ ...previous, [name]: value }));
    setPage(0);
  }, []);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

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
    ...state,
    filters,
    filter,
    setFilter,
    searchInput,
    setSearchInput,
    page,
    setPage,
    reload,
    allRows,
  };
}
