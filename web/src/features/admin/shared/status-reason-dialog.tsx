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

import { StatusReasonField } from '../../../components/ui/status-reason-field';
import type { ReasonedStatus } from '../../../lib/admin/admin-records';

import { errorText } from './error-text';

/** The row an administrator is about to activate, suspend or cancel. */
export interface StatusReasonRequest {
  name: string;
  status: ReasonedStatus;
}

export interface StatusReasonDialogProps {
  /** What changes status: the dialog words its consequences for a membership or a club. */
  record?: 'membership' | 'club';
  /** The pending change, or null when the dialog is closed. */
  request: StatusReasonRequest | null;
  /** Sends the change; a rejection is shown in the dialog, which stays open. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Activate, suspend or cancel only with a reason: the member is emailed it and sees it on
 * My Account. Suspending and cancelling are confirmed with a red button.
 */
export function StatusReasonDialog({
  record = 'membership',
  request,
  onSubmit,
  onClose,
}: StatusReasonDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      {/* Keyed by the request, so each opening starts with an empty reason. */}
      {request && (
        <ReasonForm
          key={`${request.name}:${request.status}`}
          titleId={titleId}
          record={record}
          request={request}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function ReasonForm({
  titleId,
  record,
  request,
  onSubmit,
  onClose,
}: StatusReasonDialogProps & { titleId: string; request: StatusReasonRequest }) {
  const intl = useIntl();
  const messageId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { name, status } = request;
  const destructive = status !== 'active';
  // A club's own wording: its registration, its owner and the public list of clubs.
  const prefix = record === 'club' ? 'admin.statusReason.club' : 'admin.statusReason';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(trimmed);
      onClose();
    } catch (error) {
      setFailure(errorText(intl, error, 'admin.statusFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-describedby={messageId}>
      <DialogTitle id={titleId}>
        <FormattedMessage id={`admin.statusReason.title.${status}`} values={{ name }} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ mb: 2 }}>
          <FormattedMessage id={`${prefix}.message.${status}`} />
        </DialogContentText>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {failure}
          </Alert>
        )}
        <StatusReasonField
          autoFocus
          minRows={3}
          value={reason}
          disabled={busy}
          missing={missing}
          onChange={(value) => {
            setReason(value);
            if (value.trim()) setMissing(false);
          }}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="admin.statusReason.dismiss" />
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          <FormattedMessage id={`${prefix}.confirm.${status}`} />
        </Button>
      </DialogActions>
    </form>
  );
}
