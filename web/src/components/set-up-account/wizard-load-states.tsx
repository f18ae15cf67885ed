import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { FormattedMessage, useIntl } from 'react-intl';

import { ActionAlert } from '../feedback/action-alert';

/** A wizard (or its code) still loading the signed-in person. */
export function WizardLoading() {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={intl.formatMessage({ id: 'registration.loading' })} />
    </Box>
  );
}

/** Loading the signed-in person failed; Try Again loads them again. */
export function WizardLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ActionAlert severity="error" action={{ labelId: 'registration.retry', onClick: onRetry }}>
      <FormattedMessage id="registration.loadFailed" />
    </ActionAlert>
  );
}
