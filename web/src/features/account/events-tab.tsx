import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Box, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

/** 'Events Coming Soon' (and the phone's payments section, which is a placeholder too). */
export function EventsTab({
  placeholderId = 'myAccount.events.comingSoon',
}: {
  placeholderId?: string;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <EventAvailableIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography component="h2" variant="h4" sx={{ mt: 1 }}>
        <FormattedMessage id={placeholderId} />
      </Typography>
    </Box>
  );
}
