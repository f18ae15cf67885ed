import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

import { isMembershipError } from './directory-error';

// A refused listener does not try again by itself: trying again reloads the page.
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
