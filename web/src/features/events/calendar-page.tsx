import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { EventTypeLegend } from '../../components/events/event-type-legend';
import { usePageMeta } from '../../components/seo/use-page-meta';
import { useTodayIso } from '../../lib/dates/use-today';
import {
  DEFAULT_VIEW,
  monthOf,
  stepMonths,
  type CalendarView,
  type YearMonth,
} from '../../lib/events/calendar-months';
import { deferredSection } from '../../lib/hydration/deferred-section';

import { CalendarEvents } from './calendar-events';
import { CalendarToolbar } from './calendar-toolbar';
import { EventPageLinks } from './event-page-links';

// Below the calendar: its code loads when the reader nears it (prerendered links work before).
const CalendarSubscribe = deferredSection('calendar-subscribe', () =>
  import('./calendar-subscribe').then((module) => module.CalendarSubscribe),
);

const LINKS = [
  { to: '/upcoming-events', messageId: 'calendar.links.upcoming' },
  { to: '/usat-il-state', messageId: 'calendar.links.state' },
  { to: '/sponsored-events', messageId: 'calendar.links.sponsored' },
];

/** /events and /calendar: month, 3-month and year views of the events calendar. */
export function CalendarPage() {
  usePageMeta('calendar.title', 'calendar.lead');
  const today = useTodayIso();
  const [view, setView] = useState<CalendarView>(DEFAULT_VIEW);
  // Until the reader moves, the calendar follows today (which hydration may update).
  const [chosenStart, setChosenStart] = useState<YearMonth | null>(null);
  const start = chosenStart ?? monthOf(today);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h2" gutterBottom>
        <FormattedMessage id="calendar.title" />
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        <FormattedMessage id="calendar.lead" />
      </Typography>
      <Stack spacing={3}>
        <CalendarToolbar
          start={start}
          view={view}
          onViewChange={setView}
          onStep={(direction) => setChosenStart(stepMonths(start, view, direction))}
        />
        <EventTypeLegend />
        <CalendarEvents start={start} view={view} today={today} />
      </Stack>
      <Suspense fallback={null}>
        <CalendarSubscribe />
      </Suspense>
      <EventPageLinks labelId="calendar.links.label" links={LINKS} />
    </Container>
  );
}
