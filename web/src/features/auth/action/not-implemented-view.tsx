import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';

import { ActionHeading } from './action-heading';
import { ActionLayout } from './action-layout';
import { ActionLinks } from './action-links';

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
      <ActionLinks
        primary={{ to: '/login', messageId: 'verifyEmail.goToSignIn' }}
        secondary={{ to: '/', messageId: 'verifyEmail.home' }}
      />
    </ActionLayout>
  );
}
