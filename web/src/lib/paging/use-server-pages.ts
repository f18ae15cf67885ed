import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export const SEARCH_DELAY_MS = 300;

/** Where a page starts: after the previous page's last row, so the server reads this page only. */
export interface PageCursor {
  skip: number;
  after?: string;
  limit: number;
}

export interface ServerPagesOptions<R> {
  /** Asks the server for one page, under the search as applied (trimmed). */
  fetchPage: (cursor: PageCursor, search: string) => Promise<R>;
  /** The id of a page's last row, which the next page starts after. */
  lastRowId: (result: R) => string | undefined;
  pageSize: number;
  /** Everything else the pages depend on (filters, views), as one string: a change reloads them. */
  query?: string;
  /** False until the pages may load (e.g. the session is confirmed). */
  enabled?: boolean;
  /** A result to show at once instead of loading one (the prerenderer's style samples). */
  initial?: R | null;
}

/** The last row's id of a page whose rows are `items` (the admin tables, the club roster). */
export const lastItemId = ({ items }: { items: readonly { id: string }[] }) => items.at(-1)?.id;

interface PagesState<R> {
  result: R | null;
  loading: boolean;
  error: unknown;
}

/**
 * A server-paged list: a search typed now and applied 300 ms after typing stops (back to the
 * first page), page by page with each page asked for after the previous page's last row, and
 * reload of exactly the current page.
 */
export function useServerPages<R>({
  fetchPage,
  lastRowId,
  pageSize,
  query = '',
  enabled = true,
  initial = null,
}: ServerPagesOptions<R>) {
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<PagesState<R>>(() => ({
    result: initial,
    loading: !initial,
    error: null,
  }));
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const lastRowRef = useRef(lastRowId);
  lastRowRef.current = lastRowId;
  // The last row's id of each page seen, for the current search and query only.
  const lastRows = useRef({ key: '', ids: new Map<number, string>() });

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
    const key = JSON.stringify([search, query]);
    if (lastRows.current.key !== key) lastRows.current = { key, ids: new Map() };
    const { ids } = lastRows.current;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    fetchRef
      .current({ skip: page * pageSize, after: ids.get(page - 1), limit: pageSize }, search.trim())
      .then(
        (result) => {
          const last = lastRowRef.current(result);
          if (last) ids.set(page, last);
          // A transition: React renders the rows in slices that leave room for a tap.
          if (current) startTransition(() => setState({ result, loading: false, error: null }));
        },
        (error: unknown) =>
          current && startTransition(() => setState({ result: null, loading: false, error })),
      );
    return () => {
      current = false;
    };
  }, [enabled, page, pageSize, search, query, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  return { ...state, searchInput, setSearchInput, search, page, setPage, reload };
}
