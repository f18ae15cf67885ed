import { isAccountComplete } from '@domain/status';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

import type { OwnerAccount } from '../../../lib/clubs/owner-account-api';

export interface AccountInfoStepProps {
  account: OwnerAccount | null;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 2: the owner's account information must be complete before the club step. */
export function AccountInfoStep({ account, onBack, onContinue }: AccountInfoStepProps) {
  const complete = isAccountComplete(
    account && {
      firstName: account.first_name,
      lastName: account.last_name,
      phone: account.phone,
      dateOfBirth: account.date_of_birth,
      gender: account.gender,
    },
  );
  return (
    <Box>
      {complete && account ? (
        <Box component="dl" sx={{ '& dt': { fontWeight: 700 }, '& dd': { ml: 0, mb: 1 } }}>
          <dt>
            <FormattedMessage id="clubRegistration.accountInfo.name" />
          </dt>
          <dd>{`${account.first_name ?? ''} ${account.last_name ?? ''}`.trim()}</dd>
          <dt>
            <FormattedMessage id="clubRegistration.accountInfo.email" />
          </dt>
          <dd>{account.email}</dd>
          <dt>
            <FormattedMessage id="clubRegistration.accountInfo.phone" />
          </dt>
          <dd>{account.phone}</dd>
        </Box>
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Typography sx={{ mb: 1 }}>
            <FormattedMessage id="clubRegistration.accountInfo.incomplete" />
          </Typography>
          <Button component={Link} to="/my-account?tab=account" variant="outlined" size="small">
            <FormattedMessage id="clubRegistration.accountInfo.complete" />
          </Button>
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
        <Button onClick={onBack}>
          <FormattedMessage id="clubRegistration.back" />
        </Button>
        <Button variant="contained" onClick={onContinue} disabled={!complete}>
          <FormattedMessage id="clubRegistration.continue" />
        </Button>
      </Stack>
    </Box>
  );
}
