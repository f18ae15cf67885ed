import {
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { MemberTableTexts } from '../../../components/member-table/member-table';
import {
  TableEmpty,
  TableError,
  TableLoading,
} from '../../../components/member-table/table-states';

export interface RecordColumn<T> {
  headerId: string;
  cell: (record: T) => ReactNode;
}

export interface RecordTableProps<T> {
  titleId: string;
  subtitleId: string;
  searchId: string;
  texts: MemberTableTexts;
  rows: readonly T[];
  rowKey: (record: T) => string;
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

/** The admin tables of accounts and clubs: the member table's layout for other records. */
export function RecordTable<T>(props: RecordTableProps<T>) {
  const intl = useIntl();
  const { texts, search } = props;
  const placeholder = intl.formatMessage({ id: props.searchId });
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
              {props.columns.map((column) => (
                <TableCell key={column.headerId} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  <FormattedMessage id={column.headerId} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((record) => (
              <TableRow key={props.rowKey(record)} hover>
                {props.columns.map((column) => (
                  <TableCell key={column.headerId}>{column.cell(record)}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography variant="h5" component="h2">
        <FormattedMessage id={props.titleId} />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id={props.subtitleId} />
      </Typography>
      {props.banner}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          type="search"
          size="small"
          value={search}
          onChange={(event) => props.onSearchChange(event.target.value)}
          placeholder={placeholder}
          sx={{ flexGrow: 1 }}
          slotProps={{ htmlInput: { 'aria-label': placeholder } }}
        />
        {props.toolbar}
      </Stack>
      {body()}
      {!props.loading && !props.error && props.footer}
    </Paper>
  );
}
