import { Box } from '@mui/material';

import type { CalendarEvent } from '../../lib/events/event';
import { EVENT_TYPE_COLORS } from '../../lib/events/event-type-colors';

import { EventTypeIcon } from './event-type-icon';

/** Stands in for an event photo: a block in the type's colour, named by the image's alt text. */
export function EventImagePlaceholder({ event, alt }: { event: CalendarEvent; alt: string }) {
  return (
    <Box
      role="img"
      aria-label={alt}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: { xs: 160, md: '100%' },
        height: '100%',
        borderRadius: 2,
        bgcolor: EVENT_TYPE_COLORS[event.type],
        color: '#ffffff',
      }}
    >
      <EventTypeIcon type={event.type} sx={{ fontSize: 72 }} />
    </Box>
  );
}
