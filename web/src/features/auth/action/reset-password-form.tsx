import { PROVIDER_MIN_PASSWORD } from '@domain/password';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { PasswordField } from '../password-field';

import { messageSeverity } from './message-severity';

export interface ResetPasswordFormProps {
  email: string;
  busy: boolean;
  /** A message id from the last submission, shown under the fields. */
  messageId: string | null;
  onSubmit: (password: string) => void;
  onInvalid: (messageId: string) => void;
}

/** Both fields, matching, at least the provider's minimum of 6 characters. */
function problemOf(password: string, confirmation: string): string | null {
  if (!password || !confirmation) return 'resetPassword.bothRequired';
  if (password !== confirmation) return 'resetPassword.mismatch';
  if (password.length < PROVIDER_MIN_PASSWORD) return 'resetPassword.tooShort';
  return null;
}

export function ResetPasswordForm({
  email,
  busy,
  messageId,
  onSubmit,
  onInvalid,
}: ResetPasswordFormProps) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(password, confirmation);
    if (problem) onInvalid(problem);
    else onSubmit(password);
  };

  const message = messageId ? intl.formatMessage({ id: messageId }) : null;
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'resetPassword.email' })}
        value={email}
        autoComplete="username"
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <PasswordField
        label={intl.formatMessage({ id: 'resetPassword.newPassword' })}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        autoFocus
      />
      <PasswordField
        label={intl.formatMessage({ id: 'resetPassword.confirmPassword' })}
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        required
      />
      {message && (
        <Alert severity={messageSeverity(message)} role="alert">
          {message}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        <FormattedMessage id={busy ? 'resetPassword.saving' : 'resetPassword.submit'} />
      </Button>
    </Stack>
  );
}
