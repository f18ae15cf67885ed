import { Alert, Button, Stack } from '@mui/material';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../../lib/routing/router-link';

import { ActionHeading } from './action-heading';
import { ActionLayout } from './action-layout';

/** Email-link sign-in and email recovery are not offered yet. */
export function NotImplementedView({ mode }: { mode: 'signIn' | 'recoverEmail' }) {
  return (
    <ActionLayout titleId="accountAction.title">
      <ActionHeading id="accountAction.title" />
      <Alert severity="info">
        <FormattedMessage
          id={
            mode === 'signIn'
              ? 'accountAction.signInNotImplemented'
              : 'accountAction.recoverEmailNotImplemented'
          }
        />
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to="/login" variant="contained">
          <FormattedMessage id="verifyEmail.goToSignIn" />
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          <FormattedMessage id="verifyEmail.home" />
        </Button>
      </Stack>
    </ActionLayout>
  );
}
