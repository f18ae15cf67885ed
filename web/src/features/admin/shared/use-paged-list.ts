import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';

import type { ListResult, PageQuery } from '../../../lib/admin/admin-records';

export const PAGE_SIZE = 10;
export const SEARCH_DELAY_MS = 300;

export interface ListFilters {
  status: string;
  role: string;
  expiry: string;
}

/**
 * Rows a list shows at once instead of loading them. Only the prerenderer's style samples
 * (admin-style-samples.tsx) give any, so that a table renders with rows for its CSS.
 */
export const SampleRows = createContext<readonly { id: string }[] | null>(null);

interface ListState<T> {
  items: T[];
  total: number;
  loading: boolean;
  error: unknown;
}

/**
 * One server-paged admin table: search typed now and applied after 300 ms (back to page
 * 1), status, role and expiry filters, the Trash view, and reload of exactly the current query.
 * Each page after the first asks for the rows after the previous page's last row, so the
 * server reads only that page.
 */
export function usePagedList<T extends { id: string }>(
  fetchPage: (query: PageQuery) => Promise<ListResult<T>>,
  initialFilters: Partial<ListFilters> = {},
) {
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<ListFilters>(() => ({
    status: 'all',
    role: 'all',
    expiry: 'all',
    ...initialFilters,
  }));
  const [page, setPage] = useState(0);
  const [trash, setTrash] = useState(false);
  const [reloads, setReloads] = useState(0);
  const sampleRows = useContext(SampleRows) as readonly T[] | null;
  const [state, setState] = useState<ListState<T>>(() => ({
    items: sampleRows ? [...sampleRows] : [],
    total: sampleRows?.length ?? 0,
    loading: !sampleRows,
    error: null,
  }));
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  // The last row's id of each page seen, for the current search, filters and view only.
  const lastRows = useRef({ query: '', ids: new Map<number, string>() });

  useEffect(() => {
    if (searchInput === search) return;
    const timer = setTimeout(() => {
      setSearch(searchInput);
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput, search]);

  useEffect(() => {
    let current = true;
    const query = JSON.stringify([search, filters, trash]);
    if (lastRows.current.query !== query) lastRows.current = { query, ids: new Map() };
    const { ids } = lastRows.current;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    fetchRef
      .current({
        skip: page * PAGE_SIZE,
        after: ids.get(page - 1),
        limit: PAGE_SIZE,
        search: search.trim(),
        status: filters.status,
        role: filters.role,
        expiry: filters.expiry,
        deleted: trash || undefined,
      })
      .then(
        ({ items, total }) => {
          const last = items.at(-1);
          if (last) ids.set(page, last.id);
          // A transition: React renders the rows in slices that leave room for a tap.
          if (current)
            startTransition(() => setState({ items, total, loading: false, error: null }));
        },
        (error: unknown) =>
          current &&
          startTransition(() => setState({ items: [], total: 0, loading: false, error })),
      );
    return () => {
      current = false;
    };
  }, [page, search, filters, trash, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const setFilter = useCallback((name: keyof ListFilters, value: string) => {
    setFilters((previous) => ({ ...previous, [name]: value }));
    setPage(0);
  }, []);
  const showTrash = useCallback((value: boolean) => {
    setTrash(value);
    setPage(0);
  }, []);

  return {
    ...state,
    searchInput,
    setSearchInput,
    search,
    filters,
    setFilter,
    page,
    setPage,
    trash,
    showTrash,
    reload,
  };
}

export type PagedList<T extends { id: string }> = ReturnType<typeof usePagedList<T>>;
