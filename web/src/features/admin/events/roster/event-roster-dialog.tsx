import type { EventWire } from '@domain/wire/event';
import type { EventRosterRowWire } from '@domain/wire/event-roster';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { useMediaQuery, useTheme } from '@mui/material';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { PaginationBar } from '../../../../components/member-table/pagination-bar';
import {
  TableEmpty,
  TableError,
  TableLoading,
} from '../../../../components/member-table/table-states';
import { useConfig } from '../../../../config/config-context';
import { downloadEventRosterCsv } from '../../api/event-roster-api';
import { CsvDownloadButton } from '../../shared/export-button';
import { useNotice } from '../../shared/use-notice';

import { RosterPrintSheet } from './roster-print-sheet';
import { RosterTable } from './roster-table';
import { ROSTER_PAGE_SIZE, useEventRoster, type RosterFilters } from './use-event-roster';

const FILTER_OPTIONS: Record<keyof RosterFilters, readonly string[]> = {
  status: ['all', 'entered', 'waiting', 'pending_payment', 'offered'],
  paid: ['all', 'yes', 'no'],
};

export interface EventRosterDialogProps {
  event: EventWire;
  onClose: () => void;
}

/**
 * An event's roster for administrators: its entries (not withdrawn) filtered by status and
 * payment, the places taken and waiting, the CSV of the same rows and a printable check-in
 * sheet. Full screen on phones.
 */
export function EventRosterDialog({ event, onClose }: EventRosterDialogProps) {
  const config = useConfig();
  const intl = useIntl();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const roster = useEventRoster(event.id);
  const notice = useNotice();
  const [printRows, setPrintRows] = useState<EventRosterRowWire[] | null>(null);
  const [printing, setPrinting] = useState(false);

  // Once the sheet holds the rows it is rendered; then the browser's print dialog opens.
  useEffect(() => {
    if (printRows) window.print();
  }, [printRows]);

  const print = async () => {
    setPrinting(true);
    try {
      setPrintRows(await roster.allRows());
    } catch {
      notice.show(intl.formatMessage({ id: 'admin.events.roster.printFailed' }));
    } finally {
      setPrinting(false);
    }
  };

  const counts = roster.data?.event ?? {
    entered: event.entry_counts.entered,
    waiting: event.entry_counts.waiting,
    capacity: event.entry?.capacity ?? null,
  };

  const filterField = (name: keyof RosterFilters) => (
    <TextField
      select
      size="small"
      label={intl.formatMessage({ id: `admin.events.roster.filter.${name}` })}
      value={roster.filters[name]}
      onChange={(change) => roster.setFilter(name, change.target.value)}
      sx={{ minWidth: 180 }}
    >
      {FILTER_OPTIONS[name].map((option) => (
        <MenuItem key={option} value={option}>
          <FormattedMessage id={`admin.events.roster.filter.${name}.${option}`} />
        </MenuItem>
      ))}
    </TextField>
  );

  const body = () => {
    if (roster.loading) return <TableLoading messageId="admin.events.roster.loading" />;
    if (roster.error || !roster.data) {
      return (
        <TableError
          titleId="admin.events.roster.errorTitle"
          message={intl.formatMessage({ id: 'admin.events.roster.loadFailed' })}
          onRetry={roster.reload}
        />
      );
    }
    if (roster.data.rows.length === 0) {
      const { status, paid, search } = roster.filter;
      const filtered = status !== 'all' || paid !== 'all' || search !== undefined;
      return (
        <TableEmpty
          titleId="admin.events.roster.emptyTitle"
          message={
            <FormattedMessage
              id={filtered ? 'admin.events.roster.emptyFiltered' : 'admin.events.roster.empty'}
            />
          }
        />
      );
    }
    return (
      <>
        <RosterTable rows={roster.data.rows} />
        <PaginationBar
          page={roster.page}
          pageSize={ROSTER_PAGE_SIZE}
          total={roster.data.total}
          onPageChange={roster.setPage}
        />
      </>
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="admin.events.roster.title" values={{ title: event.title }} />
      </DialogTitle>
      <DialogContent sx={{ minWidth: 0 }}>
        <Typography sx={{ mb: 2 }} aria-live="polite">
          <FormattedMessage
            id="admin.events.roster.counts"
            values={{
              entered: counts.entered,
              waiting: counts.waiting,
              capacity: counts.capacity ?? 'none',
            }}
          />
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, pt: 1 }}>
          <TextField
            type="search"
            size="small"
            label={intl.formatMessage({ id: 'admin.events.roster.search' })}
            value={roster.searchInput}
            onChange={(change) => roster.setSearchInput(change.target.value)}
            sx={{ minWidth: 220 }}
          />
          {filterField('status')}
          {filterField('paid')}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
          <CsvDownloadButton
            download={() => downloadEventRosterCsv(config, event.id, roster.filter)}
            onError={(message) => notice.show(message)}
          />
          <Button
            variant="outlined"
            onClick={() => void print()}
            disabled={printing}
            startIcon={
              printing ? <CircularProgress size={16} aria-hidden /> : <PrintOutlinedIcon />
            }
          >
            <FormattedMessage id="admin.events.roster.print" />
          </Button>
        </Stack>
        {body()}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="admin.events.roster.close" />
        </Button>
      </DialogActions>
      {printRows && <RosterPrintSheet title={event.title} date={event.date} rows={printRows} />}
      {notice.element}
    </Dialog>
  );
}
