import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { MembershipRecord } from '../../lib/records/records';

import { COLUMN_HEADER_IDS, DEFAULT_MEMBER_COLUMNS, type MemberColumn } from './member-columns';
import { MemberRow } from './member-row';
import { matchesSearch } from './member-text';
import { DetailsToggleHeader, splitColumns } from './row-details';
import { SearchField } from './search-field';
import { TableEmpty, TableError, TableLoading } from './table-states';

/** Catalogue ids of the states, so a page can word them for its own records. */
export interface MemberTableTexts {
  loading: string;
  errorTitle: string;
  emptyTitle: string;
  emptyFiltered: string;
  emptyNone: string;
}

/** A table's state messages, all under one message prefix ('admin.clubs' gives 'admin.clubs.loading'...). */
export const memberTableTexts = (prefix: string): MemberTableTexts => ({
  loading: `${prefix}.loading`,
  errorTitle: `${prefix}.errorTitle`,
  emptyTitle: `${prefix}.emptyTitle`,
  emptyFiltered: `${prefix}.emptyFiltered`,
  emptyNone: `${prefix}.emptyNone`,
});

export const DEFAULT_MEMBER_TABLE_TEXTS: MemberTableTexts = memberTableTexts('memberTable');

export interface MemberTableProps {
  members: readonly MembershipRecord[];
  title?: ReactNode;
  subtitle?: ReactNode;
  searchPlaceholder?: string;
  columns?: readonly MemberColumn[];
  /**
   * Columns of `columns` that matter less: they sit in each row's details (a toggle opens
   * them) instead of a column, so the table fits a 1280 px screen.
   */
  detailColumns?: readonly MemberColumn[];
  /** Catalogue ids replacing default column headers, for instance 'Coach' for Member. */
  columnHeaderIds?: Partial<Record<MemberColumn, string>>;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onEdit?: (member: MembershipRecord) => void;
  onDelete?: (member: MembershipRecord) => void;
  /** Replaces the default empty message. */
  emptyMessage?: ReactNode;
  texts?: Partial<MemberTableTexts>;
  /** Server-side search: the value and its setter. Without them the table filters itself. */
  search?: string;
  onSearchChange?: (search: string) => void;
  /** Filters and actions shown beside the search box. */
  toolbar?: ReactNode;
  renderStatus?: (member: MembershipRecord) => ReactNode;
  /** Below the rows, for instance the pagination bar. */
  footer?: ReactNode;
}

/** The member table shared by /admin and /manage-club. */
export function MemberTable({
  members,
  title,
  subtitle,
  searchPlaceholder,
  columns = DEFAULT_MEMBER_COLUMNS,
  detailColumns = [],
  columnHeaderIds,
  loading = false,
  error = null,
  onRetry,
  onEdit,
  onDelete,
  emptyMessage,
  texts,
  search,
  onSearchChange,
  toolbar,
  renderStatus,
  footer,
}: MemberTableProps) {
  const intl = useIntl();
  const titleId = useId();
  const [ownSearch, setOwnSearch] = useState('');
  const controlled = onSearchChange !== undefined;
  const searchValue = controlled ? (search ?? '') : ownSearch;
  const rows = controlled ? members : members.filter((m) => matchesSearch(m, ownSearch));
  const ids = { ...DEFAULT_MEMBER_TABLE_TEXTS, ...texts };
  const headerIds = { ...COLUMN_HEADER_IDS, ...columnHeaderIds };
  const placeholder = searchPlaceholder ?? intl.formatMessage({ id: 'memberTable.search' });
  const { shown, details } = splitColumns(columns, (column) => detailColumns.includes(column));

  const body = () => {
    if (loading) return <TableLoading messageId={ids.loading} />;
    if (error) return <TableError titleId={ids.errorTitle} message={error} onRetry={onRetry} />;
    if (rows.length === 0) {
      const message = emptyMessage ?? (
        <FormattedMessage id={searchValue.trim() ? ids.emptyFiltered : ids.emptyNone} />
      );
      return <TableEmpty titleId={ids.emptyTitle} message={message} />;
    }
    return (
      <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table size="small" aria-labelledby={title ? titleId : undefined} sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              {shown.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  <FormattedMessage id={headerIds[column]} />
                </TableCell>
              ))}
              {details.length > 0 && <DetailsToggleHeader />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                columns={shown}
                onEdit={onEdit}
                onDelete={onDelete}
                renderStatus={renderStatus}
                detailColumns={details}
                headerIds={headerIds}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      {(title || subtitle) && (
        <Box sx={{ mb: 2 }}>
          {title && (
            <Typography id={titleId} variant="h5" component="h2">
              {title}
            </Typography>
          )}
          {subtitle && <Typography color="textSecondary">{subtitle}</Typography>}
        </Box>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchField
          value={searchValue}
          onChange={(value) => (controlled ? onSearchChange(value) : setOwnSearch(value))}
          placeholder={placeholder}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          }
        />
        {toolbar}
      </Stack>
      {body()}
      {!loading && !error && footer}
    </Paper>
  );
}
