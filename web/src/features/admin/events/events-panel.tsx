import { EVENT_LIST_VIEWS } from '@domain/events/event-list-views';
import type { EventWire } from '@domain/wire/event';
import AddIcon from '@mui/icons-material/Add';
import { useMediaQuery, useTheme } from '@mui/material';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  TableEmpty,
  TableError,
  TableLoading,
} from '../../../components/member-table/table-states';
import { useConfig } from '../../../config/config-context';
import type { PageQuery } from '../../../lib/admin/admin-records';
import { changeEvent, listEvents, type EventAction } from '../api/events-api';
import { ListPagination } from '../shared/list-table-props';
import { ConfirmDialog } from '../shared/on-demand-dialogs';
import { PanelFrame } from '../shared/panel-frame';
import { useAdminAction } from '../shared/use-admin-action';
import { usePagedList } from '../shared/use-paged-list';

import {
  EventActions,
  EventEntriesText,
  EventStatusChip,
  EventTypeText,
  EventWhen,
} from './event-row-parts';

// Loaded when an administrator opens an event's form or roster, not with the table.
const EventFormDialog = lazy(() =>
  import('./event-form-dialog').then((m) => ({ default: m.EventFormDialog })),
);
const EventRosterDialog = lazy(() =>
  import('./roster/event-roster-dialog').then((m) => ({ default: m.EventRosterDialog })),
);

const COLUMNS = ['date', 'title', 'type', 'status', 'entries', 'actions'] as const;

/** The dialog open: a new event (null) or the one edited. */
type Editing = { event: EventWire | null } | null;

/** Events: every event of the calendar, drafts and cancelled ones too, and their changes. */
export function EventsPanel() {
  const config = useConfig();
  const intl = useIntl();
  const theme = useTheme();
  const cards = useMediaQuery(theme.breakpoints.down('md'));
  // The status filter holds the view: upcoming events soonest first, or past ones.
  const fetchPage = useCallback(
    ({ skip, after, limit, status }: PageQuery) =>
      listEvents(config, { skip, after, limit, when: status === 'past' ? 'past' : 'upcoming' }),
    [config],
  );
  const list = usePagedList(fetchPage, { status: 'upcoming' });
  const action = useAdminAction(list.reload);
  const [editing, setEditing] = useState<Editing>(null);
  const [cancelling, setCancelling] = useState<EventWire | null>(null);
  const [rosterOf, setRosterOf] = useState<EventWire | null>(null);

  const change = (event: EventWire, what: EventAction) =>
    void action.run(() => changeEvent(config, event.id, what), 'admin.events.actionFailed');
  const confirmCancel = () => {
    if (!cancelling) return;
    const { id } = cancelling;
    void action.confirm(
      () => changeEvent(config, id, 'cancel'),
      'admin.events.actionFailed',
      () => setCancelling(null),
    );
  };
  const actions = (event: EventWire) => (
    <EventActions
      event={event}
      busy={action.busy}
      onEdit={() => setEditing({ event })}
      onPublish={(published) => change(event, published ? 'publish' : 'unpublish')}
      onCancel={() => setCancelling(event)}
      onRestore={() => change(event, 'restore')}
      onRoster={() => setRosterOf(event)}
    />
  );
  const title = (event: EventWire) => (
    <>
      <Typography sx={{ fontWeight: 600 }}>{event.title}</Typography>
      <Typography variant="caption" color="textSecondary">
        {event.location}
      </Typography>
    </>
  );

  const body = () => {
    if (list.loading) return <TableLoading messageId="admin.events.loading" />;
    if (list.error) {
      return (
        <TableError
          titleId="admin.events.errorTitle"
          message={intl.formatMessage({ id: 'admin.events.loadFailed' })}
          onRetry={list.reload}
        />
      );
    }
    if (list.items.length === 0) {
      return (
        <TableEmpty
          titleId={`admin.events.emptyTitle.${list.filters.status}`}
          message={<FormattedMessage id={`admin.events.empty.${list.filters.status}`} />}
        />
      );
    }
    if (cards) {
      return (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.items.map((event) => (
            <Card key={event.id} component="li" variant="outlined">
              <CardContent>
                <Stack spacing={1}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="body2" color="textSecondary">
                      <EventWhen event={event} />
                    </Typography>
                    <EventStatusChip event={event} />
                  </Stack>
                  <div>{title(event)}</div>
                  <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
                    <EventTypeText event={event} />
                    <Typography variant="body2">
                      <EventEntriesText event={event} />
                    </Typography>
                  </Stack>
                  {actions(event)}
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      );
    }
    return (
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  <FormattedMessage id={`admin.events.column.${column}`} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.items.map((event) => (
              <TableRow key={event.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <EventWhen event={event} />
                </TableCell>
                <TableCell>{title(event)}</TableCell>
                <TableCell>
                  <EventTypeText event={event} />
                </TableCell>
                <TableCell>
                  <EventStatusChip event={event} />
                </TableCell>
                <TableCell>
                  <EventEntriesText event={event} />
                </TableCell>
                <TableCell>{actions(event)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  };

  return (
    <>
      <PanelFrame titleId="admin.events.title" subtitleId="admin.events.subtitle">
        <Stack
          direction="row"
          sx={{ mb: 2, gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}
        >
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ event: null })}
          >
            <FormattedMessage id="admin.events.create" />
          </Button>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={list.filters.status}
            onChange={(_, value: string | null) => value && list.setFilter('status', value)}
            aria-label={intl.formatMessage({ id: 'admin.events.view.label' })}
          >
            {EVENT_LIST_VIEWS.map((view) => (
              <ToggleButton key={view} value={view}>
                <FormattedMessage id={`admin.events.view.${view}`} />
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {body()}
        {!list.loading && !list.error && <ListPagination list={list} />}
      </PanelFrame>
      {editing && (
        <Suspense fallback={null}>
          <EventFormDialog
            event={editing.event}
            onClose={() => setEditing(null)}
            onSaved={list.reload}
          />
        </Suspense>
      )}
      {rosterOf && (
        <Suspense fallback={null}>
          <EventRosterDialog event={rosterOf} onClose={() => setRosterOf(null)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        destructive
        loading={action.busy}
        title={<FormattedMessage id="admin.events.cancelTitle" />}
        message={
          <FormattedMessage
            id="admin.events.cancelMessage"
            values={{ title: cancelling?.title ?? '' }}
          />
        }
        confirmLabel={<FormattedMessage id="admin.events.cancelConfirm" />}
        cancelLabel={<FormattedMessage id="admin.events.cancelKeep" />}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
      {action.notice.element}
    </>
  );
}
