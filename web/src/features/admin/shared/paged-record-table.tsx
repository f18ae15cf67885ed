import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { memberTableTexts } from '../../../components/member-table/member-table';

import type { ExportButtonProps } from './export-button';
import { ListPagination, listTableProps } from './list-table-props';
import { ListToolbar } from './list-toolbar';
import { RecordTable, type RecordColumn } from './record-table';
import type { PagedList } from './use-paged-list';

export interface PagedRecordTableProps<T extends { id: string }> {
  list: PagedList<T>;
  /**
   * The prefix of the table's messages: `${messages}.title`, `.subtitle`, `.search`,
   * `.loadFailed` and the table's states (memberTableTexts).
   */
  messages: string;
  rowName: (record: T) => string;
  columns: readonly RecordColumn<T>[];
  filters?: ReactNode;
  exportProps: ExportButtonProps;
  /** Above the table, for instance the invitation result. */
  banner?: ReactNode;
}

/**
 * An admin record table driven by its paged list: search, filters, the Trash switch, the
 * CSV export and the pages.
 */
export function PagedRecordTable<T extends { id: string }>({
  list,
  messages,
  rowName,
  columns,
  filters,
  exportProps,
  banner,
}: PagedRecordTableProps<T>) {
  const intl = useIntl();
  return (
    <RecordTable
      titleId={list.trash ? 'admin.trash.title' : `${messages}.title`}
      subtitleId={`${messages}.subtitle`}
      searchId={`${messages}.search`}
      texts={memberTableTexts(messages)}
      rows={list.items}
      rowKey={(record) => record.id}
      rowName={rowName}
      columns={columns}
      {...listTableProps(list)}
      error={list.error ? intl.formatMessage({ id: `${messages}.loadFailed` }) : null}
      banner={banner}
      toolbar={
        <ListToolbar
          filters={filters}
          trash={list.trash}
          onTrashChange={list.showTrash}
          exportProps={exportProps}
        />
      }
      footer={<ListPagination list={list} />}
    />
  );
}
