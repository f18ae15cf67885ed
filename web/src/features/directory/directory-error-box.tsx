import { FormattedMessage } from 'react-intl';

import { ActionAlert } from '../../components/feedback/action-alert';

import { isMembershipError } from './directory-error';

// A refused listener does not try again by itself: trying again reloads the page.
const reloadPage = () => window.location.reload();

export function DirectoryErrorBox({ error }: { error: Error | undefined }) {
  if (isMembershipError(error)) {
    return (
      <ActionAlert
        severity="warning"
        titleId="directory.error.membershipTitle"
        action={{ labelId: 'directory.access.join', to: '/join' }}
      >
        <FormattedMessage id="directory.error.membershipBody" />
      </ActionAlert>
    );
  }
  return (
    <ActionAlert
      severity="error"
      titleId="directory.error.genericTitle"
      action={{ labelId: 'common.tryAgain', onClick: reloadPage }}
    >
      <FormattedMessage id="directory.error.genericBody" />
    </ActionAlert>
  );
}
