import { Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

export function CalendarLoadingMessage() {
  return (
    <Typography role="status" color="text.secondary">
      <FormattedMessage id="events.loading" />
    </Typography>
  );
}
