import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../../lib/routing/router-link';

/** 'Invalid Invitation' with the server's reason, advice and the way home. */
export function InvalidInvitation({ error }: { error: ReactNode }) {
  return (
    <Box sx={{ py: 4 }}>
      <Alert severity="error" role="alert">
        <AlertTitle>
          <FormattedMessage id="clubRegistration.invalid.title" />
        </AlertTitle>
        {error}
      </Alert>
      <Typography sx={{ my: 3 }}>
        <FormattedMessage id="clubRegistration.invalid.advice" />
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        <FormattedMessage id="common.returnHome" />
      </Button>
    </Box>
  );
}
