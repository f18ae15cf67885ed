import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { onDemandDialog } from '../../components/ui/on-demand-dialog';
import {
  eventsByDate,
  visibleRange,
  type CalendarView,
  type YearMonth,
} from '../../lib/events/calendar-months';
import type { CalendarEvent } from '../../lib/events/event';
import { useEventsBetween } from '../../lib/events/use-events';
import { whenVisitorActs } from '../../lib/scheduling/main-thread';

import { CalendarLoadingMessage } from './calendar-loading-message';
import { CalendarMonthsView } from './calendar-months-view';

const NO_EVENTS: CalendarEvent[] = [];

// The popup (MUI's Dialog and Modal with it) shows only once an event is chosen: the
// calendar's first render goes without it, and it is fetched at the visitor's first move.
const loadEventPopup = () => import('../../components/events/event-popup');
const EventPopup = onDemandDialog(
  () => loadEventPopup().then((module) => module.EventPopup),
  (props) => props.event !== null,
);

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
  useEffect(() => whenVisitorActs(() => void loadEventPopup()), []);
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
