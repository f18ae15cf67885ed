import { Alert, Box, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { EventPopup } from '../../components/events/event-popup';
import {
  eventsByDate,
  visibleRange,
  type CalendarView,
  type YearMonth,
} from '../../lib/events/calendar-months';
import type { CalendarEvent } from '../../lib/events/event';
import { useEventsBetween } from '../../lib/events/use-events';

import { CalendarLoadingMessage } from './calendar-loading-message';
import { CalendarMonthsView } from './calendar-months-view';

const NO_EVENTS: CalendarEvent[] = [];

/** Reads the events of the visible months only, and shows them with their popup. */
export function CalendarEvents({
  start,
  view,
  today,
}: {
  start: YearMonth;
  view: CalendarView;
  today: string;
}) {
  const { fromIso, toIso } = visibleRange(start, view);
  const { status, data, error } = useEventsBetween(fromIso, toIso);
  const [selected, setSelected] = useState<CalendarEvent | null>(null);
  const events = status === 'success' ? (data ?? NO_EVENTS) : NO_EVENTS;
  const byDate = useMemo(() => eventsByDate(events), [events]);
  return (
    <Stack spacing={2}>
      {/* The line keeps its height once events arrive, so the months below do not move. */}
      <Box sx={{ minHeight: 24 }}>{status === 'loading' && <CalendarLoadingMessage />}</Box>
      {status === 'error' && (
        <Alert severity="error">
          <FormattedMessage id="calendar.error" values={{ message: error?.message ?? '' }} />
        </Alert>
      )}
      <CalendarMonthsView
        start={start}
        view={view}
        byDate={byDate}
        today={today}
        onSelect={setSelected}
      />
      <EventPopup event={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
