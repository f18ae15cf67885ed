import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import { passwordResetErrorMessageId } from '../../../lib/auth/password-reset-error-message';

import { SendEmailDialog } from './send-email-dialog';

const MESSAGES = {
  title: 'myAccount.password.title',
  body: 'myAccount.password.body',
  send: 'myAccount.password.send',
  sending: 'myAccount.password.sending',
};

/** 'Change Password' sends a reset email to the address in the dialog. */
export function PasswordResetDialog({
  open,
  email: initialEmail,
  onClose,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
}) {
  const config = useConfig();
  const intl = useIntl();
  const [email, setEmail] = useState(initialEmail);
  const send = async () => {
    const { sendPasswordReset } = await import('../../../lib/auth/password-reset');
    await sendPasswordReset(config, email, intl.locale);
  };
  return (
    <SendEmailDialog
      open={open}
      onClose={onClose}
      messages={MESSAGES}
      send={send}
      errorMessageId={passwordResetErrorMessageId}
      problem={() => (email.trim() ? null : 'forgotPassword.emailRequired')}
      sent={<FormattedMessage id="forgotPassword.sent" values={{ email: email.trim() }} />}
      onReset={() => setEmail(initialEmail)}
      fields={(disabled) => (
        <TextField
          type="email"
          label={intl.formatMessage({ id: 'myAccount.info.email' })}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          disabled={disabled}
          sx={{ mb: 2 }}
        />
      )}
    />
  );
}
