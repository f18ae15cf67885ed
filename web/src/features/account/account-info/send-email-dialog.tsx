import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type SendState =
  { status: 'idle' | 'sending' | 'success' } | { status: 'error'; messageId: string };

export interface SendEmailDialogProps {
  open: boolean;
  onClose: () => void;
  /** Message ids of the title, the explanation and the send button (idle and sending). */
  messages: { title: string; body: string; send: string; sending: string };
  /** Sends the email; a rejection shows errorMessageId(error). */
  send: () => Promise<void>;
  errorMessageId: (error: unknown) => string;
  /** A message id to show instead of sending, when what would be sent is incomplete. */
  problem?: () => string | null;
  /** What the dialog says once the email has gone. */
  sent: ReactNode;
  /** Inputs above the messages, disabled while sending and once sent. */
  fields?: (disabled: boolean) => ReactNode;
  /** Called on close, so the inputs start over. */
  onReset?: () => void;
}

/** A dialog that sends one account email: idle, sending, success or error. */
export function SendEmailDialog({
  open,
  onClose,
  messages,
  send,
  errorMessageId,
  problem,
  sent,
  fields,
  onReset,
}: SendEmailDialogProps) {
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const close = () => {
    onClose();
    setState({ status: 'idle' });
    onReset?.();
  };
  const sendEmail = async () => {
    const found = problem?.() ?? null;
    if (found) return setState({ status: 'error', messageId: found });
    setState({ status: 'sending' });
    try {
      await send();
      setState({ status: 'success' });
    } catch (error) {
      setState({ status: 'error', messageId: errorMessageId(error) });
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>
        <FormattedMessage id={messages.title} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <FormattedMessage id={messages.body} />
        </DialogContentText>
        {fields?.(state.status === 'sending' || state.status === 'success')}
        {state.status === 'success' && (
          <Alert severity="success" role="status">
            {sent}
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
          <Button variant="contained" onClick={sendEmail} disabled={state.status === 'sending'}>
            <FormattedMessage id={state.status === 'sending' ? messages.sending : messages.send} />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
