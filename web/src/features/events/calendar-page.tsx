import { todayIso } from '@domain/age';
import { Container, Stack, Typography } from '@mui/material';
import { lazy, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { EventTypeLegend } from '../../components/events/event-type-legend';
import { usePageMeta } from '../../components/seo/use-page-meta';
import {
  DEFAULT_VIEW,
  monthOf,
  stepMonths,
  type CalendarView,
} from '../../lib/events/calendar-months';
import type { CalendarEvent } from '../../lib/events/event';
import { FirebaseBoundary } from '../../lib/firebase/firebase-boundary';

import { CalendarLoadingMessage } from './calendar-loading-message';
import { CalendarMonthsView } from './calendar-months-view';
import { CalendarToolbar } from './calendar-toolbar';
import { EventPageLinks } from './event-page-links';

const CalendarEvents = lazy(() => import('./calendar-events'));

const NO_EVENTS = new Map<string, CalendarEvent[]>();
const ignoreSelection = () => undefined;

const LINKS = [
  { to: '/upcoming-events', messageId: 'calendar.links.upcoming' },
  { to: '/usat-il-state', messageId: 'calendar.links.state' },
  { to: '/sponsored-events', messageId: 'calendar.links.sponsored' },
];

/** /events and /calendar: month, 3-month and year views of the events calendar. */
export function CalendarPage() {
  usePageMeta('calendar.title', 'calendar.lead');
  const today = todayIso();
  const [view, setView] = useState<CalendarView>(DEFAULT_VIEW);
  const [start, setStart] = useState(() => monthOf(today));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h2" gutterBottom>
        <FormattedMessage id="calendar.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <FormattedMessage id="calendar.lead" />
      </Typography>
      <Stack spacing={3}>
        <CalendarToolbar
          start={start}
          view={view}
          onViewChange={setView}
          onStep={(direction) => setStart((current) => stepMonths(current, view, direction))}
        />
        <EventTypeLegend />
        <FirebaseBoundary
          fallback={
            <Stack spacing={2}>
              <CalendarLoadingMessage />
              <CalendarMonthsView
                start={start}
                view={view}
                byDate={NO_EVENTS}
                today={today}
                onSelect={ignoreSelection}
              />
            </Stack>
          }
        >
          <CalendarEvents start={start} view={view} today={today} />
        </FirebaseBoundary>
      </Stack>
      <EventPageLinks labelId="calendar.links.label" links={LINKS} />
    </Container>
  );
}
