import Box from '@mui/material/Box';

import type { CalendarEvent } from '../../lib/events/event';
import { EVENT_TYPE_COLORS } from '../../lib/events/event-type-colors';

import { EventTypeIcon } from './event-type-icon';

/**
 * The event's image when an administrator gave one; else a block in the type's colour
 * standing in for it, named by the image's alt text.
 */
export function EventImagePlaceholder({ event, alt }: { event: CalendarEvent; alt: string }) {
  if (event.imageUrl) {
    return (
      <Box
        component="img"
        src={event.imageUrl}
        alt={alt}
        sx={{
          display: 'block',
          width: '100%',
          minHeight: { xs: 160, md: '100%' },
          height: '100%',
          maxHeight: 320,
          objectFit: 'cover',
          borderRadius: 2,
        }}
      />
    );
  }
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
