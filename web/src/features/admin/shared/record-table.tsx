import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { MemberTableTexts } from '../../../components/member-table/member-table';
import {
  DetailsRow,
  DetailsToggleCell,
  DetailsToggleHeader,
  splitColumns,
} from '../../../components/member-table/row-details';
import { SearchField } from '../../../components/member-table/search-field';
import {
  TableEmpty,
  TableError,
  TableLoading,
} from '../../../components/member-table/table-states';

import { PanelFrame } from './panel-frame';

export interface RecordColumn<T> {
  headerId: string;
  cell: (record: T) => ReactNode;
  /** Matters less: it is in the row's details, behind a toggle, instead of a column. */
  detail?: boolean;
}

export interface RecordTableProps<T> {
  titleId: string;
  subtitleId: string;
  searchId: string;
  texts: MemberTableTexts;
  rows: readonly T[];
  rowKey: (record: T) => string;
  /** Names the row for its details toggle ('Show details of ...'). */
  rowName: (record: T) => string;
  columns: readonly RecordColumn<T>[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  search: string;
  onSearchChange: (search: string) => void;
  toolbar?: ReactNode;
  footer?: ReactNode;
  /** Above the table, for instance the invitation result. */
  banner?: ReactNode;
}

function RecordRow<T>({
  record,
  columns,
  details,
  name,
}: {
  record: T;
  columns: readonly RecordColumn<T>[];
  details: readonly RecordColumn<T>[];
  name: string;
}) {
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <TableRow hover>
        {columns.map((column) => (
          <TableCell key={column.headerId}>{column.cell(record)}</TableCell>
        ))}
        {details.length > 0 && (
          <DetailsToggleCell
            name={name}
            open={open}
            detailsId={detailsId}
            onToggle={() => setOpen(!open)}
          />
        )}
      </TableRow>
      {details.length > 0 && open && (
        <DetailsRow
          id={detailsId}
          colSpan={columns.length + 1}
          items={details.map((column) => ({
            key: column.headerId,
            label: <FormattedMessage id={column.headerId} />,
            value: column.cell(record),
          }))}
        />
      )}
    </>
  );
}

/** The admin tables of accounts and clubs: the member table's layout for other records. */
export function RecordTable<T>(props: RecordTableProps<T>) {
  const intl = useIntl();
  const { texts, search } = props;
  const placeholder = intl.formatMessage({ id: props.searchId });
  const { shown, details } = splitColumns(props.columns, (column) => column.detail === true);
  const body = () => {
    if (props.loading) return <TableLoading messageId={texts.loading} />;
    if (props.error)
      return (
        <TableError titleId={texts.errorTitle} message={props.error} onRetry={props.onRetry} />
      );
    if (props.rows.length === 0) {
      return (
        <TableEmpty
          titleId={texts.emptyTitle}
          message={<FormattedMessage id={search.trim() ? texts.emptyFiltered : texts.emptyNone} />}
        />
      );
    }
    return (
      <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table size="small" sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              {shown.map((column) => (
                <TableCell key={column.headerId} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  <FormattedMessage id={column.headerId} />
                </TableCell>
              ))}
              {details.length > 0 && <DetailsToggleHeader />}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((record) => (
              <RecordRow
                key={props.rowKey(record)}
                record={record}
                columns={shown}
                details={details}
                name={props.rowName(record)}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  };
  return (
    <PanelFrame titleId={props.titleId} subtitleId={props.subtitleId}>
      {props.banner}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField value={search} onChange={props.onSearchChange} placeholder={placeholder} />
        {props.toolbar}
      </Stack>
      {body()}
      {!props.loading && !props.error && props.footer}
    </PanelFrame>
  );
}
