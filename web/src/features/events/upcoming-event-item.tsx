import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { RegisterButton } from '../../components/event-entry/register-button';
import { AddToCalendarButton } from '../../components/events/add-to-calendar-button';
import { EventDate } from '../../components/events/event-date';
import { EventImagePlaceholder } from '../../components/events/event-image-placeholder';
import { EventLinkButton } from '../../components/events/event-link-button';
import { EventTime } from '../../components/events/event-time';
import { VisuallyHidden } from '../../components/events/visually-hidden';
import { localized, type CalendarEvent } from '../../lib/events/event';
import { hasOpenEntry } from '../../lib/events/event-entry-open';

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {icon}
      <Typography>{children}</Typography>
    </Stack>
  );
}

// A link back to this very list would be no use as 'Learn More'.
const SELF = '/upcoming-events';

/** One event of the list; the picture sits on the side the event asks for (on wide screens). */
export function UpcomingEventItem({
  event,
  onComingSoon,
}: {
  event: CalendarEvent;
  onComingSoon: () => void;
}) {
  const intl = useIntl();
  const { title, description } = localized(event, intl.locale);
  const imageOnRight = event.imagePosition === 'right';
  const link = event.detailsLink && event.detailsLink !== SELF ? event.detailsLink : null;
  return (
    <Card component="article" data-image-position={imageOnRight ? 'right' : 'left'}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: imageOnRight ? 'row-reverse' : 'row' },
          alignItems: 'stretch',
        }}
      >
        <Box sx={{ flex: { md: '0 0 36%' }, p: 2 }}>
          <EventImagePlaceholder event={event} alt={event.imageAlt || title} />
        </Box>
        <Stack spacing={1.25} sx={{ flex: 1, p: { xs: 2, md: 3 } }}>
          <Typography variant="overline" component="p" color="textSecondary">
            <FormattedMessage id={`events.type.${event.type}`} />
          </Typography>
          <Typography component="h3" variant="h3">
            {title}
          </Typography>
          <Detail icon={<PlaceIcon color="secondary" aria-hidden />}>{event.location}</Detail>
          <Detail icon={<EventIcon color="primary" aria-hidden />}>
            <EventDate iso={event.date} />
          </Detail>
          <Detail icon={<AccessTimeIcon color="primary" aria-hidden />}>
            <EventTime event={event} />
          </Detail>
          {description && <Typography color="textSecondary">{description}</Typography>}
          <Stack direction="row" sx={{ pt: 1, flexWrap: 'wrap', gap: 1 }}>
            {hasOpenEntry(event) && <RegisterButton eventId={event.id} eventTitle={title} />}
            <AddToCalendarButton eventId={event.id} eventTitle={title} eventDate={event.date} />
            {link ? (
              <EventLinkButton href={link} variant="contained">
                <FormattedMessage id="upcoming.learnMore" />
                <VisuallyHidden>{` – ${title}`}</VisuallyHidden>
              </EventLinkButton>
            ) : (
              <Button variant="contained" onClick={onComingSoon}>
                <FormattedMessage id="upcoming.learnMore" />
                <VisuallyHidden>{` – ${title}`}</VisuallyHidden>
              </Button>
            )}
          </Stack>
        </Stack>
      </Box>
    </Card>
  );
}
