import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { NoticeSnackbar } from '../../components/events/notice-snackbar';
import { useTodayIso } from '../../lib/dates/use-today';
import type { YearMonth } from '../../lib/events/calendar-months';
import { eventsByMonth, type EventMonth } from '../../lib/events/event-months';
import { useUpcomingEvents } from '../../lib/events/use-events';
import { SECTION_SCROLL_OFFSET_PX } from '../../lib/scroll/scroll-to-section';

import { UpcomingEventItem } from './upcoming-event-item';
import { UpcomingEventsSkeleton } from './upcoming-events-skeleton';

// Enough for well over a year of the association's calendar.
export const UPCOMING_EVENTS_LIMIT = 50;

const JUMP_LIST_ID = 'events-months';

function useMonthName() {
  const intl = useIntl();
  return ({ year, month }: YearMonth) =>
    intl.formatDate(Date.UTC(year, month - 1, 1), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
}

/**
 * Plain #links to each month's heading: they work in the browser alone, before or without
 * the app's script.
 */
function MonthJumpList({ months }: { months: readonly EventMonth[] }) {
  const intl = useIntl();
  const monthName = useMonthName();
  return (
    <Box
      component="nav"
      id={JUMP_LIST_ID}
      aria-label={intl.formatMessage({ id: 'upcoming.jump.label' })}
      sx={{ mb: 4, scrollMarginTop: SECTION_SCROLL_OFFSET_PX }}
    >
      <Typography component="p" variant="subtitle2" color="textSecondary" sx={{ mb: 1 }}>
        <FormattedMessage id="upcoming.jump.label" />
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {months.map(({ id, month }) => (
          <li key={id}>
            <Link
              href={`#${id}`}
              underline="none"
              sx={{
                display: 'inline-block',
                px: 1.5,
                py: 0.75,
                border: 1,
                borderColor: 'divider',
                borderRadius: 4,
                '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
              }}
            >
              {monthName(month)}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Every event from today on, soonest first, read after the page has hydrated; grouped by
 * month under headings a jump list links to, so a phone need not scroll through them all.
 */
export function UpcomingEventsList() {
  const { status, data, error } = useUpcomingEvents(useTodayIso(), UPCOMING_EVENTS_LIMIT);
  const [notice, setNotice] = useState(false);
  const monthName = useMonthName();
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
      <Typography color="textSecondary" sx={{ py: 4 }}>
        <FormattedMessage id="upcoming.empty" />
      </Typography>
    );
  }
  const months = eventsByMonth(events);
  const jump = months.length > 1;
  return (
    <>
      {jump && <MonthJumpList months={months} />}
      <Stack spacing={5}>
        {months.map(({ id, month, events: monthEvents }) => (
          <Box component="section" key={id} aria-labelledby={id}>
            <Typography
              id={id}
              component="h2"
              variant="h4"
              sx={{ mb: 2, scrollMarginTop: SECTION_SCROLL_OFFSET_PX }}
            >
              {monthName(month)}
            </Typography>
            <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {monthEvents.map((event) => (
                <li key={event.id}>
                  <UpcomingEventItem event={event} onComingSoon={() => setNotice(true)} />
                </li>
              ))}
            </Stack>
            {jump && (
              <Link
                href={`#${JUMP_LIST_ID}`}
                variant="body2"
                sx={{ display: 'inline-block', mt: 2 }}
              >
                <FormattedMessage id="upcoming.jump.back" />
              </Link>
            )}
          </Box>
        ))}
      </Stack>
      <NoticeSnackbar
        message={notice ? <FormattedMessage id="upcoming.comingSoon" /> : null}
        onClose={() => setNotice(false)}
      />
    </>
  );
}
