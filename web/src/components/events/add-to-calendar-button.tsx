import { eventFileName } from '@domain/events/event-file-name';
import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';

import { eventCalendarPath } from '../../lib/events/calendar-files';

import { VisuallyHidden } from './visually-hidden';

/** Downloads the event's .ics file (the server's), which a calendar application opens. */
export function AddToCalendarButton({
  eventId,
  eventTitle,
  eventDate,
}: {
  eventId: string;
  /** The title in the reader's language, as the downloaded file is named. */
  eventTitle: string;
  /** 'YYYY-MM-DD'. */
  eventDate: string;
}) {
  const { locale } = useIntl();
  return (
    <Button
      component="a"
      href={eventCalendarPath(eventId, locale)}
      download={eventFileName(eventTitle, eventDate)}
      variant="outlined"
      startIcon={<EventIcon aria-hidden />}
    >
      <FormattedMessage id="events.addToCalendar" />
      <VisuallyHidden>{` – ${eventTitle}`}</VisuallyHidden>
    </Button>
  );
}
