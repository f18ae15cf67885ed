import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { FormattedMessage, useIntl } from 'react-intl';

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
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <FormattedMessage id="registration.retry" />
        </Button>
      }
    >
      <FormattedMessage id="registration.loadFailed" />
    </Alert>
  );
}
