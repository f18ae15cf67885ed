import { useCallback, useState } from 'react';

import type { ListResult, PageQuery } from '../../../lib/admin/admin-records';
import { useSamplePage } from '../../../lib/paging/sample-rows';
import { lastItemId, useServerPages } from '../../../lib/paging/use-server-pages';

export const PAGE_SIZE = 10;

export interface ListFilters {
  status: string;
  role: string;
  expiry: string;
}

const NO_ITEMS: never[] = [];

/**
 * One server-paged admin table (lib/paging): status, role and expiry filters and the Trash
 * view on top of the search and pages; a change of either goes back to the first page.
 */
export function usePagedList<T extends { id: string }>(
  fetchPage: (query: PageQuery) => Promise<ListResult<T>>,
  initialFilters: Partial<ListFilters> = {},
) {
  const [filters, setFilters] = useState<ListFilters>(() => ({
    status: 'all',
    role: 'all',
    expiry: 'all',
    ...initialFilters,
  }));
  const [trash, setTrash] = useState(false);
  const initial = useSamplePage<T>();
  const pages = useServerPages<ListResult<T>>({
    fetchPage: (cursor, search) =>
      fetchPage({ ...cursor, search, ...filters, deleted: trash || undefined }),
    lastRowId: lastItemId,
    pageSize: PAGE_SIZE,
    query: JSON.stringify([filters, trash]),
    initial,
  });
  const { setPage } = pages;

  const setFilter = useCallback(
    (name: keyof ListFilters, value: string) => {
      setFilters((previous) => ({ ...previous, [name]: value }));
      setPage(0);
    },
    [setPage],
  );
  const showTrash = useCallback(
    (value: boolean) => {
      setTrash(value);
      setPage(0);
    },
    [setPage],
  );

  return {
    items: pages.result?.items ?? (NO_ITEMS as T[]),
    total: pages.result?.total ?? 0,
    loading: pages.loading,
    error: pages.error,
    searchInput: pages.searchInput,
    setSearchInput: pages.setSearchInput,
    search: pages.search,
    filters,
    setFilter,
    page: pages.page,
    setPage,
    trash,
    showTrash,
    reload: pages.reload,
  };
}

export type PagedList<T extends { id: string }> = ReturnType<typeof usePagedList<T>>;
