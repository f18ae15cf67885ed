import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Box, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

import { HouseholdEntries } from './events/household-entries';

/**
 * The household's event entries; with `placeholderId`, a placeholder instead (the phone's
 * payments section).
 */
export function EventsTab({ placeholderId }: { placeholderId?: string }) {
  if (!placeholderId) return <HouseholdEntries />;
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <EventAvailableIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography component="h2" variant="h4" sx={{ mt: 1 }}>
        <FormattedMessage id={placeholderId} />
      </Typography>
    </Box>
  );
}
