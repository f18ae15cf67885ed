import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';

import { useConfig } from '../../config/config-context';
import type { MembershipRecord } from '../../lib/records/records';

import { listClubMembers } from './api/club-owner-api';

export const ROSTER_PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;

/**
 * Members the roster shows at once instead of loading them. Only the prerenderer's style
 * samples (club-style-samples.tsx) give any, so that the table renders with rows for its CSS.
 */
export const SampleRoster = createContext<readonly MembershipRecord[] | null>(null);

interface RosterState {
  members: MembershipRecord[];
  total: number;
  loading: boolean;
}

/**
 * The club's roster paged on the server like the admin tables: ten a page, the search
 * applied 300 ms after typing stops (back to page 1), each next page asked for after the
 * previous page's last row. Nothing loads before `enabled` (the session is confirmed).
 */
export function useClubRoster(enabled: boolean) {
  const config = useConfig();
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [reloads, setReloads] = useState(0);
  const sample = useContext(SampleRoster);
  const [state, setState] = useState<RosterState>(() => ({
    members: sample ? [...sample] : [],
    total: sample?.length ?? 0,
    loading: !sample,
  }));
  // The last row's id of each page seen, for the current search only.
  const lastRows = useRef({ search: '', ids: new Map<number, string>() });

  useEffect(() => {
    if (searchInput === search) return;
    const timer = setTimeout(() => {
      setSearch(searchInput);
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput, search]);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    if (lastRows.current.search !== search) lastRows.current = { search, ids: new Map() };
    const { ids } = lastRows.current;
    setState((previous) => ({ ...previous, loading: true }));
    listClubMembers(config, {
      skip: page * ROSTER_PAGE_SIZE,
      after: ids.get(page - 1),
      limit: ROSTER_PAGE_SIZE,
      search,
    })
      .then(({ items, total }) => {
        const last = items.at(-1);
        if (last) ids.set(page, last.id);
        // A transition: React renders the rows in slices that leave room for a tap.
        if (current) startTransition(() => setState({ members: items, total, loading: false }));
      })
      .catch((error: unknown) => {
        // Spec 02 §8: logged only; the empty state shows.
        console.error('Failed to load the club members', error);
        if (current) startTransition(() => setState({ members: [], total: 0, loading: false }));
      });
    return () => {
      current = false;
    };
  }, [config, enabled, page, search, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  return { ...state, searchInput, setSearchInput, page, setPage, reload };
}
