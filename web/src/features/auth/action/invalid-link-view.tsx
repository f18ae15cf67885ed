import { Alert, Button, Stack } from '@mui/material';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../../lib/routing/router-link';

import { ActionHeading } from './action-heading';
import { ActionLayout } from './action-layout';

/** A verification or reset link without its code. */
export function InvalidLinkView({ messageId }: { messageId: string }) {
  return (
    <ActionLayout titleId="accountAction.invalidLinkTitle">
      <ActionHeading id="accountAction.invalidLinkTitle" />
      <Alert severity="error">
        <FormattedMessage id={messageId} />
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
