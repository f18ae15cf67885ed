import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

/**
 * No account record yet: the registration wizard (/register) starts a signed-in person at
 * the account-information step, and an unfinished application at the membership step.
 */
export function CompleteAccountSetup() {
  return (
    <Card sx={{ maxWidth: 640 }}>
      <CardContent>
        <Typography component="h2" variant="h3" gutterBottom>
          <FormattedMessage id="myAccount.setup.title" />
        </Typography>
        <Typography>
          <FormattedMessage id="myAccount.setup.body" />
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to="/register" variant="contained">
          <FormattedMessage id="myAccount.setup.start" />
        </Button>
      </CardActions>
    </Card>
  );
}
