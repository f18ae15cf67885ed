import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import type { ConfigError } from './runtime-config';

/** Why the configuration could not be read, with a retry. */
export function ConfigErrorView({ error, onRetry }: { error: ConfigError; onRetry: () => void }) {
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        <FormattedMessage id="config.errorTitle" />
      </Typography>
      <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }}>
        <FormattedMessage id={error.messageId} values={{ field: error.field }} />
      </Alert>
      <Button variant="contained" onClick={onRetry}>
        <FormattedMessage id="config.retry" />
      </Button>
    </Box>
  );
}
