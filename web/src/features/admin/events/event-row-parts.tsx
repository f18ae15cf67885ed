import { eventTypeColor } from '@domain/events/event-types';
import type { EventWire } from '@domain/wire/event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';

import { localDateOf } from '../../../lib/events/event-dates';

export type EventStatus = 'draft' | 'published' | 'cancelled';

export const statusOf = (event: EventWire): EventStatus =>
  event.cancelled_at ? 'cancelled' : event.published ? 'published' : 'draft';

const STATUS_COLORS = { draft: 'default', published: 'success', cancelled: 'error' } as const;

export function EventStatusChip({ event }: { event: EventWire }) {
  const status = statusOf(event);
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      variant={status === 'draft' ? 'outlined' : 'filled'}
      label={<FormattedMessage id={`admin.events.status.${status}`} />}
    />
  );
}

/** The event's type beside the calendar colour it implies. */
export function EventTypeText({ event }: { event: EventWire }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: eventTypeColor(event.type) }}
      />
      <span>
        <FormattedMessage id={`events.type.${event.type}`} />
      </span>
    </Stack>
  );
}

/** The day in the reader's locale (the stored Chicago date, never shifted) and its times. */
export function EventWhen({ event }: { event: EventWire }) {
  return (
    <>
      <FormattedDate
        value={localDateOf(event.date)}
        weekday="short"
        year="numeric"
        month="short"
        day="numeric"
      />
      {event.start_time && (
        <>
          {' · '}
          <FormattedDate value={localDateOf(event.date, event.start_time)} timeStyle="short" />
        </>
      )}
    </>
  );
}

export function EventEntriesText({ event }: { event: EventWire }) {
  if (!event.entry) return <FormattedMessage id="admin.events.entries.none" />;
  return (
    <FormattedMessage
      id="admin.events.entries.count"
      values={{
        entered: event.entry_counts.entered,
        waiting: event.entry_counts.waiting,
        capacity: event.entry.capacity ?? 'none',
      }}
    />
  );
}

export interface EventActionsProps {
  event: EventWire;
  busy: boolean;
  onEdit: () => void;
  onPublish: (published: boolean) => void;
  onCancel: () => void;
  onRestore: () => void;
  onRoster: () => void;
}

/** Whether the event has a roster to show: it takes entries, or took some. */
const hasRoster = (event: EventWire) =>
  event.entry !== null || event.entry_counts.entered + event.entry_counts.waiting > 0;

/**
 * Edit, the roster, publish or unpublish, and cancel (red, confirmed) or restore, each naming
 * its event.
 */
export function EventActions({
  event,
  busy,
  onEdit,
  onPublish,
  onCancel,
  onRestore,
  onRoster,
}: EventActionsProps) {
  const intl = useIntl();
  const label = (action: string) =>
    intl.formatMessage(
      { id: 'admin.events.actionFor' },
      { action: intl.formatMessage({ id: `admin.events.action.${action}` }), title: event.title },
    );
  const button = (action: string, onClick: () => void, color?: 'error') => (
    <Button
      size="small"
      variant={color ? 'contained' : 'outlined'}
      color={color ?? 'primary'}
      disabled={busy}
      onClick={onClick}
      aria-label={label(action)}
    >
      <FormattedMessage id={`admin.events.action.${action}`} />
    </Button>
  );
  const roster = hasRoster(event) && button('roster', onRoster);
  if (event.cancelled_at) {
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {button('restore', onRestore)}
        {roster}
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {button('edit', onEdit)}
      {roster}
      {event.published
        ? button('unpublish', () => onPublish(false))
        : button('publish', () => onPublish(true))}
      {button('cancel', onCancel, 'error')}
    </Stack>
  );
}
