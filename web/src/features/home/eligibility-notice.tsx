import { Alert, AlertTitle } from '@mui/material';
import { FormattedMessage } from 'react-intl';

/** Spec 01 §1: who may join during this phase. */
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
