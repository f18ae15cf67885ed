import { Alert, Box, Button, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';

import type { SessionUser } from '../../../lib/session/session-user';

export interface AccountStepProps {
  user: SessionUser | null;
  onContinue: () => void;
}

/** Step 1: the club is registered by a signed-in account; sign-in comes back here. */
export function AccountStep({ user, onContinue }: AccountStepProps) {
  const { pathname, search } = useLocation();
  if (user) {
    return (
      <Box>
        <Alert severity="success" sx={{ mb: 3 }}>
          <FormattedMessage
            id="clubRegistration.account.signedIn"
            values={{ email: user.email ?? '' }}
          />
        </Alert>
        <Button variant="contained" onClick={onContinue}>
          <FormattedMessage id="clubRegistration.continue" />
        </Button>
      </Box>
    );
  }
  const redirect = encodeURIComponent(`${pathname}${search}`);
  return (
    <Box>
      <Typography sx={{ mb: 3 }}>
        <FormattedMessage id="clubRegistration.account.needed" />
      </Typography>
      <Button variant="contained" component={Link} to={`/login?redirect=${redirect}`}>
        <FormattedMessage id="clubRegistration.account.signIn" />
      </Button>
    </Box>
  );
}
