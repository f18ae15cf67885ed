import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { NoticeSnackbar } from '../../components/events/notice-snackbar';
import { useTodayIso } from '../../lib/dates/use-today';
import { useUpcomingEvents } from '../../lib/events/use-events';

import { UpcomingEventItem } from './upcoming-event-item';
import { UpcomingEventsSkeleton } from './upcoming-events-skeleton';

// Enough for well over a year of the association's calendar.
export const UPCOMING_EVENTS_LIMIT = 50;

/** Every event from today on, soonest first, read after the page has hydrated. */
export function UpcomingEventsList() {
  const { status, data, error } = useUpcomingEvents(useTodayIso(), UPCOMING_EVENTS_LIMIT);
  const [notice, setNotice] = useState(false);
  if (status === 'loading') return <UpcomingEventsSkeleton />;
  if (status === 'error') {
    return (
      <Alert severity="error">
        <FormattedMessage id="upcoming.error" values={{ message: error?.message ?? '' }} />
      </Alert>
    );
  }
  const events = data ?? [];
  if (events.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4 }}>
        <FormattedMessage id="upcoming.empty" />
      </Typography>
    );
  }
  return (
    <>
      <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {events.map((event) => (
          <li key={event.id}>
            <UpcomingEventItem event={event} onComingSoon={() => setNotice(true)} />
          </li>
        ))}
      </Stack>
      <NoticeSnackbar
        message={notice ? <FormattedMessage id="upcoming.comingSoon" /> : null}
        onClose={() => setNotice(false)}
      />
    </>
  );
}
