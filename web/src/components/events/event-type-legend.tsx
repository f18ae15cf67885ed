import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { EVENT_TYPES } from '../../lib/events/event';
import { EVENT_TYPE_COLORS } from '../../lib/events/event-type-colors';

import { EventTypeIcon } from './event-type-icon';

/** The colour guide: one swatch per event type. */
export function EventTypeLegend() {
  const intl = useIntl();
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={intl.formatMessage({ id: 'events.legend.label' })}
      sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}
    >
      {EVENT_TYPES.map((type) => (
        <Stack key={type} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 28,
              height: 28,
              borderRadius: 1,
              bgcolor: EVENT_TYPE_COLORS[type],
              color: '#ffffff',
            }}
          >
            <EventTypeIcon type={type} fontSize="small" />
          </Box>
          <Typography variant="body2">
            <FormattedMessage id={`events.type.${type}`} />
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
