import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { FormattedMessage } from 'react-intl';

/** Who may join during this phase. */
export function EligibilityNotice() {
  return (
    <Alert severity="info" sx={{ maxWidth: 720 }}>
      <AlertTitle>
        <FormattedMessage id="home.eligibility.title" />
      </AlertTitle>
      <FormattedMessage id="home.eligibility.body" />
    </Alert>
  );
}
