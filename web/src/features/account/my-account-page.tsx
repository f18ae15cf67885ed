import { Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

import { LoadingScreen } from '../../components/ui/loading-screen';
import { SimplePage } from '../../components/ui/simple-page';
import { useRequiredSession } from '../../lib/session/use-required-session';

export function MyAccountPage() {
  const { user, ready } = useRequiredSession();
  if (!ready || !user) return <LoadingScreen messageId="account.loading" />;
  return (
    <SimplePage titleId="account.title">
      <Typography>
        <FormattedMessage id="account.signedInAs" values={{ email: user.email }} />
      </Typography>
    </SimplePage>
  );
}
