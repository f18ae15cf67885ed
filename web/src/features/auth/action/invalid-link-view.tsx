import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';

import { ActionHeading } from './action-heading';
import { ActionLayout } from './action-layout';
import { ActionLinks } from './action-links';

/** A verification or reset link without its code. */
export function InvalidLinkView({ messageId }: { messageId: string }) {
  return (
    <ActionLayout titleId="accountAction.invalidLinkTitle">
      <ActionHeading id="accountAction.invalidLinkTitle" />
      <Alert severity="error">
        <FormattedMessage id={messageId} />
      </Alert>
      <ActionLinks
        primary={{ to: '/login', messageId: 'verifyEmail.goToSignIn' }}
        secondary={{ to: '/', messageId: 'verifyEmail.home' }}
      />
    </ActionLayout>
  );
}
