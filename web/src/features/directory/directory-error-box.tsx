import { Alert, AlertTitle, Button } from '@mui/material';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

import { isMembershipError } from './directory-error';

// reactfire keeps a failed query in its cache, so trying again means reloading the page.
const reloadPage = () => window.location.reload();

export function DirectoryErrorBox({ error }: { error: Error | undefined }) {
  if (isMembershipError(error)) {
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to="/join" color="inherit" size="small">
            <FormattedMessage id="directory.access.join" />
          </Button>
        }
      >
        <AlertTitle>
          <FormattedMessage id="directory.error.membershipTitle" />
        </AlertTitle>
        <FormattedMessage id="directory.error.membershipBody" />
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={reloadPage}>
          <FormattedMessage id="common.tryAgain" />
        </Button>
      }
    >
      <AlertTitle>
        <FormattedMessage id="directory.error.genericTitle" />
      </AlertTitle>
      <FormattedMessage id="directory.error.genericBody" />
    </Alert>
  );
}
