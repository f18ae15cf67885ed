import { PaginationBar } from '../../../components/member-table/pagination-bar';

import { PAGE_SIZE, type PagedList } from './use-paged-list';

/** What every admin table takes from its paged list: loading, retry and the search box. */
export function listTableProps<T extends { id: string }>(list: PagedList<T>) {
  return {
    loading: list.loading,
    onRetry: list.reload,
    search: list.searchInput,
    onSearchChange: list.setSearchInput,
  };
}

/** The pagination under an admin table, driven by its paged list. */
export function ListPagination<T extends { id: string }>({ list }: { list: PagedList<T> }) {
  return (
    <PaginationBar
      page={list.page}
      pageSize={PAGE_SIZE}
      total={list.total}
      onPageChange={list.setPage}
    />
  );
}
