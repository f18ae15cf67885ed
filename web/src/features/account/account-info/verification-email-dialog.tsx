import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import { verificationEmailErrorMessageId } from '../../../lib/auth/verification-email-error-message';
import { loadFirebase } from '../../../lib/firebase/load-firebase';

type SendState =
  { status: 'idle' | 'sending' | 'success' } | { status: 'error'; messageId: string };

/** 'Resend Email Verification': idle, sending, success or error. */
export function VerificationEmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const config = useConfig();
  const intl = useIntl();
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const close = () => {
    onClose();
    setState({ status: 'idle' });
  };
  const send = async () => {
    setState({ status: 'sending' });
    try {
      // firebase/auth comes with Firebase, not with this page's chunk.
      const [{ auth }, { resendVerification }] = await Promise.all([
        loadFirebase(config),
        import('../../../lib/auth/resend-verification'),
      ]);
      await resendVerification(auth, config, intl.locale);
      setState({ status: 'success' });
    } catch (error) {
      setState({ status: 'error', messageId: verificationEmailErrorMessageId(error) });
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>
        <FormattedMessage id="myAccount.verify.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <FormattedMessage id="myAccount.verify.body" />
        </DialogContentText>
        {state.status === 'success' && (
          <Alert severity="success" role="status">
            <FormattedMessage id="identity.verificationEmail.sent" />
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
              id={state.status === 'sending' ? 'myAccount.verify.sending' : 'myAccount.verify.send'}
            />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
