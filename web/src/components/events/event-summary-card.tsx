import PlaceIcon from '@mui/icons-material/Place';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';

import { localized, type CalendarEvent } from '../../lib/events/event';

import { EventDate } from './event-date';
import { EventTime } from './event-time';

/** A compact card: title, day, time and place (home page preview). */
export function EventSummaryCard({ event }: { event: CalendarEvent }) {
  const { locale } = useIntl();
  const { title, description } = localized(event, locale);
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h3" variant="h4" gutterBottom>
          {title}
        </Typography>
        <Typography color="primary" sx={{ fontWeight: 650 }}>
          <EventDate iso={event.date} />
        </Typography>
        <Typography color="textSecondary" variant="body2">
          <EventTime event={event} />
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ mt: 1, alignItems: 'center' }}>
          <PlaceIcon fontSize="small" color="secondary" aria-hidden />
          <Typography variant="body2">{event.location}</Typography>
        </Stack>
        {description && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
            {description}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
