import { FilterSelect, type FilterSelectProps } from './filter-select';
import { EXPIRY_OPTIONS } from './status-options';
import type { PagedList } from './use-paged-list';

/** A paged admin list's status filter and, outside the Trash (which has no expiry), its expiry filter. */
export function StatusExpiryFilters<T extends { id: string }>({
  list,
  statusOptions,
}: {
  list: PagedList<T>;
  statusOptions: FilterSelectProps['options'];
}) {
  return (
    <>
      <FilterSelect
        labelId="admin.filter.status"
        value={list.filters.status}
        options={statusOptions}
        onChange={(value) => list.setFilter('status', value)}
      />
      {!list.trash && (
        <FilterSelect
          labelId="admin.filter.expiry"
          value={list.filters.expiry}
          options={EXPIRY_OPTIONS}
          onChange={(value) => list.setFilter('expiry', value)}
        />
      )}
    </>
  );
}
