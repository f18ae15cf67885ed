import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { FormattedMessage } from 'react-intl';

import type { SignInMethod } from '../../../lib/auth/sign-in-methods';
import { ActionAlert } from '../../feedback/action-alert';

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
    <ActionAlert
      severity="warning"
      sx={{ mt: 2 }}
      titleId="registration.existing.title"
      action={{ labelId: 'registration.existing.switchToSignIn', to: '/login' }}
    >
      <FormattedMessage id="registration.existing.hint" />
      <List dense disablePadding>
        {shown.map((method) => (
          <ListItem key={method} disableGutters>
            <ListItemText primary={<FormattedMessage id={METHOD_LABEL_IDS[method]} />} />
          </ListItem>
        ))}
      </List>
    </ActionAlert>
  );
}
