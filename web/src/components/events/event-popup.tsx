import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { localized, type CalendarEvent } from '../../lib/events/event';
import { hasOpenEntry } from '../../lib/events/event-entry-open';
import { EVENT_TYPE_COLORS } from '../../lib/events/event-type-colors';

import { EventDate } from './event-date';
import { EventLinkButton } from './event-link-button';
import { EventTime } from './event-time';

// Only events with open entry show it: the calendar's first render goes without.
const RegisterButton = lazy(() =>
  import('../event-entry/register-button').then((m) => ({ default: m.RegisterButton })),
);
// Loaded when a popup opens, like Register: the calendar's first render goes without it.
const AddToCalendarButton = lazy(() =>
  import('./add-to-calendar-button').then((m) => ({ default: m.AddToCalendarButton })),
);

function DetailLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {icon}
      <Typography>{children}</Typography>
    </Stack>
  );
}

/** The calendar popup for one event; open while `event` is set. */
export function EventPopup({
  event,
  onClose,
}: {
  event: CalendarEvent | null;
  onClose: () => void;
}) {
  const { locale } = useIntl();
  const titleId = useId();
  const text = event ? localized(event, locale) : null;
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      {event && text && (
        <>
          <DialogTitle
            id={titleId}
            sx={{ borderTop: 6, borderColor: EVENT_TYPE_COLORS[event.type] }}
          >
            {text.title}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={1.5}>
              <Typography variant="overline" component="p">
                <FormattedMessage id={`events.type.${event.type}`} />
              </Typography>
              <DetailLine icon={<EventIcon color="primary" aria-hidden />}>
                <EventDate iso={event.date} />
              </DetailLine>
              <DetailLine icon={<AccessTimeIcon color="primary" aria-hidden />}>
                <EventTime event={event} />
              </DetailLine>
              <DetailLine icon={<PlaceIcon color="secondary" aria-hidden />}>
                {event.location}
              </DetailLine>
              {text.description && (
                <Typography color="textSecondary">{text.description}</Typography>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            {hasOpenEntry(event) && (
              <Suspense fallback={null}>
                <RegisterButton eventId={event.id} eventTitle={text.title} />
              </Suspense>
            )}
            <Suspense fallback={null}>
              <AddToCalendarButton
                eventId={event.id}
                eventTitle={text.title}
                eventDate={event.date}
              />
            </Suspense>
            {event.detailsLink && (
              <EventLinkButton href={event.detailsLink} variant="contained" onClick={onClose}>
                <FormattedMessage id="events.popup.details" />
              </EventLinkButton>
            )}
            <Button onClick={onClose} autoFocus={!event.detailsLink}>
              <FormattedMessage id="events.popup.close" />
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
