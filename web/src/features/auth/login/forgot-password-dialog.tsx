import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import { passwordResetErrorMessageId } from '../../../lib/auth/password-reset-error-message';
import { SignInEmailField } from '../sign-in-email-field';

type DialogState =
  | { status: 'idle' | 'sending' }
  | { status: 'error'; messageId: string }
  | { status: 'success'; email: string };

export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Forgot your password?': the email form, then the confirmation with 'Done'. */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const intl = useIntl();
  const config = useConfig();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<DialogState>({ status: 'idle' });

  const close = () => {
    if (state.status === 'sending') return;
    onClose();
    setState({ status: 'idle' });
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setState({ status: 'error', messageId: 'forgotPassword.emailRequired' });
      return;
    }
    setState({ status: 'sending' });
    try {
      const { sendPasswordReset } = await import('../../../lib/auth/password-reset');
      await sendPasswordReset(config, address, intl.locale);
      setState({ status: 'success', email: address });
    } catch (error) {
      setState({ status: 'error', messageId: passwordResetErrorMessageId(error) });
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        <FormattedMessage id="forgotPassword.title" />
      </DialogTitle>
      {state.status === 'success' ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              <FormattedMessage id="forgotPassword.sent" values={{ email: state.email }} />
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close} autoFocus>
              <FormattedMessage id="forgotPassword.done" />
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={send} noValidate>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              <FormattedMessage id="forgotPassword.lead" />
            </DialogContentText>
            <SignInEmailField value={email} onChange={setEmail} fullWidth autoFocus />
            {state.status === 'error' && (
              <Alert severity="error" sx={{ mt: 2 }}>
                <FormattedMessage id={state.messageId} />
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={state.status === 'sending'}>
              <FormattedMessage id="forgotPassword.cancel" />
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={state.status === 'sending'}
              startIcon={
                state.status === 'sending' ? <CircularProgress size={16} aria-hidden /> : null
              }
            >
              <FormattedMessage
                id={state.status === 'sending' ? 'forgotPassword.sending' : 'forgotPassword.send'}
              />
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
