import { EVENT_TYPES, type EventType } from '@domain/events/event-types';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { VisuallyHidden } from '../../components/events/visually-hidden';
import { calendarFeedPath, webcalUrl } from '../../lib/events/calendar-files';

const FEEDS: (EventType | null)[] = [null, ...EVENT_TYPES];

const subscribeNever = () => () => undefined;
const readHost = () => window.location.host;

/** The site's host once in the browser; null while prerendering (no webcal:// link yet). */
function useSiteHost(): string | null {
  return useSyncExternalStore(subscribeNever, readHost, () => null);
}

function FeedRow({ type, host }: { type: EventType | null; host: string | null }) {
  const intl = useIntl();
  const path = calendarFeedPath(type, intl.locale);
  const name = intl.formatMessage({ id: `calendar.subscribe.feed.${type ?? 'all'}` });
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 2 }}
      sx={{ alignItems: { sm: 'center' }, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography sx={{ flex: 1, fontWeight: 600 }}>{name}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button component="a" href={host ? webcalUrl(host, path) : path} variant="outlined">
          <FormattedMessage id="calendar.subscribe.action" />
          <VisuallyHidden>{` – ${name}`}</VisuallyHidden>
        </Button>
        <Button component="a" href={path}>
          <FormattedMessage id="calendar.subscribe.link" />
          <VisuallyHidden>{` – ${name}`}</VisuallyHidden>
        </Button>
      </Stack>
    </Stack>
  );
}

/** /calendar's feeds: every event or one type's, to subscribe to in a calendar application. */
export function CalendarSubscribe() {
  const headingId = useId();
  const host = useSiteHost();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography id={headingId} component="h2" variant="h5" gutterBottom>
        <FormattedMessage id="calendar.subscribe.title" />
      </Typography>
      <Typography color="textSecondary">
        <FormattedMessage id="calendar.subscribe.lead" />
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        <FormattedMessage id="calendar.subscribe.help" />
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {FEEDS.map((type) => (
          <FeedRow key={type ?? 'all'} type={type} host={host} />
        ))}
      </Box>
    </Box>
  );
}
