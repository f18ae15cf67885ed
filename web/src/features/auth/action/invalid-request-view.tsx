import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import { isEmulator } from '../../../config/runtime-config';
import { RouterLink } from '../../../lib/routing/router-link';

import { ActionHeading } from './action-heading';
import { ActionLayout } from './action-layout';
import { DEVELOPMENT_ACTION_CODE } from './development-code';

const VALID_ACTIONS = [
  { mode: 'verifyEmail', descriptionId: 'accountAction.mode.verifyEmail' },
  { mode: 'resetPassword', descriptionId: 'accountAction.mode.resetPassword' },
  { mode: 'signIn', descriptionId: 'accountAction.mode.signIn' },
  { mode: 'recoverEmail', descriptionId: 'accountAction.mode.recoverEmail' },
] as const;

/** Any other mode, with the valid ones and (emulator build only) test links. */
export function InvalidRequestView({ mode }: { mode: string }) {
  const config = useConfig();
  return (
    <ActionLayout titleId="accountAction.invalidTitle">
      <ActionHeading id="accountAction.invalidTitle" />
      <Alert severity="error">
        {mode ? (
          <FormattedMessage id="accountAction.unknownMode" values={{ mode: <code>{mode}</code> }} />
        ) : (
          <FormattedMessage id="accountAction.missingMode" />
        )}
      </Alert>
      <Box>
        <Typography component="h2" variant="h6">
          <FormattedMessage id="accountAction.validActions" />
        </Typography>
        <List dense>
          {VALID_ACTIONS.map(({ mode: valid, descriptionId }) => (
            <ListItem key={valid} disableGutters>
              <ListItemText
                primary={<code>{valid}</code>}
                secondary={<FormattedMessage id={descriptionId} />}
              />
            </ListItem>
          ))}
        </List>
      </Box>
      {isEmulator(config) && (
        <Box>
          <Typography component="h2" variant="h6">
            <FormattedMessage id="accountAction.testLinks" />
          </Typography>
          <List dense>
            {(['verifyEmail', 'resetPassword'] as const).map((testMode) => (
              <ListItem key={testMode} disableGutters>
                <Link
                  component={RouterLink}
                  to={`/auth/action?mode=${testMode}&oobCode=${DEVELOPMENT_ACTION_CODE}`}
                >
                  <FormattedMessage id={`accountAction.testLink.${testMode}`} />
                </Link>
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </ActionLayout>
  );
}
