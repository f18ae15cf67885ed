import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { FormattedMessage } from 'react-intl';

import type { SignInMethod } from '../../../lib/auth/sign-in-methods';
import { RouterLink } from '../../../lib/routing/router-link';

const ALL_METHODS: readonly SignInMethod[] = ['password', 'google.com', 'facebook.com'];

const METHOD_LABEL_IDS: Record<SignInMethod, string> = {
  password: 'registration.method.password',
  'google.com': 'registration.method.google',
  'facebook.com': 'registration.method.facebook',
};

export interface ExistingEmailPanelProps {
  /** The ways this email signs in, when the identity provider tells; else all are listed. */
  methods: readonly SignInMethod[];
}

/** 'An account with this email already exists.', the ways to sign in and 'Switch to Sign In'. */
export function ExistingEmailPanel({ methods }: ExistingEmailPanelProps) {
  const shown = methods.length > 0 ? methods : ALL_METHODS;
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mt: 2 }}
      action={
        <Button component={RouterLink} to="/login" color="inherit" size="small">
          <FormattedMessage id="registration.existing.switchToSignIn" />
        </Button>
      }
    >
      <AlertTitle>
        <FormattedMessage id="registration.existing.title" />
      </AlertTitle>
      <FormattedMessage id="registration.existing.hint" />
      <List dense disablePadding>
        {shown.map((method) => (
          <ListItem key={method} disableGutters>
            <ListItemText primary={<FormattedMessage id={METHOD_LABEL_IDS[method]} />} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
