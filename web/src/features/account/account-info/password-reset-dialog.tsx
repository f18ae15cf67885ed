import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import { passwordResetErrorMessageId } from '../../../lib/auth/password-reset-error-message';

type SendState =
  { status: 'idle' | 'sending' | 'success' } | { status: 'error'; messageId: string };

/** 'Change Password' sends a reset email: idle, sending, success or error. */
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
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const close = () => {
    onClose();
    setState({ status: 'idle' });
    setEmail(initialEmail);
  };
  const send = async () => {
    if (!email.trim())
      return setState({ status: 'error', messageId: 'forgotPassword.emailRequired' });
    setState({ status: 'sending' });
    try {
      const { sendPasswordReset } = await import('../../../lib/auth/password-reset');
      await sendPasswordReset(config, email, intl.locale);
      setState({ status: 'success' });
    } catch (error) {
      setState({ status: 'error', messageId: passwordResetErrorMessageId(error) });
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>
        <FormattedMessage id="myAccount.password.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <FormattedMessage id="myAccount.password.body" />
        </DialogContentText>
        <TextField
          type="email"
          label={intl.formatMessage({ id: 'myAccount.info.email' })}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          disabled={state.status === 'sending' || state.status === 'success'}
          sx={{ mb: 2 }}
        />
        {state.status === 'success' && (
          <Alert severity="success" role="status">
            <FormattedMessage id="forgotPassword.sent" values={{ email: email.trim() }} />
          </Alert>
        )}
        {state.status === 'error' && (
          <Alert severity="error" role="alert">
            <FormattedMessage id={state.messageId} />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>
          <FormattedMessage id="myAccount.dialog.close" />
        </Button>
        {state.status !== 'success' && (
          <Button variant="contained" onClick={send} disabled={state.status === 'sending'}>
            <FormattedMessage
              id={
                state.status === 'sending'
                  ? 'myAccount.password.sending'
                  : 'myAccount.password.send'
              }
            />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
