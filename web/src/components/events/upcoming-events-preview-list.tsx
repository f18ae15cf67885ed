import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { useTodayIso } from '../../lib/dates/use-today';
import { useUpcomingEvents } from '../../lib/events/use-events';

import { EventCardsSkeleton } from './event-cards-skeleton';
import { EventSummaryCard } from './event-summary-card';

export const PREVIEW_EVENT_COUNT = 3;

/** The next three events from today, read after the page has hydrated. */
export function UpcomingEventsPreviewList() {
  const { status, data, error } = useUpcomingEvents(useTodayIso(), PREVIEW_EVENT_COUNT);
  if (status === 'loading') return <EventCardsSkeleton count={PREVIEW_EVENT_COUNT} />;
  if (status === 'error') {
    return (
      <Alert severity="error">
        <FormattedMessage id="events.preview.error" values={{ message: error?.message ?? '' }} />
      </Alert>
    );
  }
  const events = (data ?? []).slice(0, PREVIEW_EVENT_COUNT);
  if (events.length === 0) {
    return (
      <Typography color="textSecondary">
        <FormattedMessage id="events.preview.empty" />
      </Typography>
    );
  }
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {events.map((event) => (
        <Grid key={event.id} size={{ xs: 12, md: 4 }} component="li">
          <EventSummaryCard event={event} />
        </Grid>
      ))}
    </Grid>
  );
}
