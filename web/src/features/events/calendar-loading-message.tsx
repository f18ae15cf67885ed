import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

export function CalendarLoadingMessage() {
  return (
    <Typography role="status" color="textSecondary">
      <FormattedMessage id="events.loading" />
    </Typography>
  );
}
