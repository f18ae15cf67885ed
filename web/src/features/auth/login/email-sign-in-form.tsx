import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { PasswordField } from '../password-field';
import { SignInEmailField } from '../sign-in-email-field';

export interface EmailSignInFormProps {
  busy: boolean;
  onSubmit: (email: string, password: string) => void;
  onForgotPassword: () => void;
}

/** Email and password; submit stays disabled until both are filled. */
export function EmailSignInForm({ busy, onSubmit, onForgotPassword }: EmailSignInFormProps) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() && password) onSubmit(email, password);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <SignInEmailField value={email} onChange={setEmail} autoFocus />
      <PasswordField
        label={intl.formatMessage({ id: 'signIn.password' })}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={onForgotPassword}
        sx={{ alignSelf: 'flex-start' }}
      >
        <FormattedMessage id="signIn.forgotPassword" />
      </Link>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!email.trim() || !password || busy}
      >
        <FormattedMessage id={busy ? 'signIn.signingIn' : 'signIn.submit'} />
      </Button>
    </Stack>
  );
}
