import type { InvitationCreatedWire } from '@domain/wire/club-invitation';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import { createClubInvitation } from '../api/clubs-api';
import { errorText } from '../shared/error-text';

import { canSendInvite, invitePayload, inviteFormProblem } from './invite-values';

export interface InviteClubDialogProps {
  open: boolean;
  onClose: () => void;
  onInvited: (invitation: InvitationCreatedWire) => void;
}

/** 'Invite a New Club': name and email, trimmed and checked; the server makes the code. */
export function InviteClubDialog({ open, onClose, onInvited }: InviteClubDialogProps) {
  const config = useConfig();
  const intl = useIntl();
  const titleId = useId();
  const [clubName, setClubName] = useState('');
  const [clubEmail, setClubEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const values = { clubName, clubEmail };

  const close = () => {
    setClubName('');
    setClubEmail('');
    setProblem(null);
    onClose();
  };
  const send = async () => {
    const found = inviteFormProblem(values);
    if (found) {
      setProblem(intl.formatMessage({ id: found }));
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const invitation = await createClubInvitation(config, invitePayload(values));
      onInvited(invitation);
      close();
    } catch (error) {
      setProblem(errorText(intl, error, 'admin.invite.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id="admin.invite.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <FormattedMessage id="admin.invite.lead" />
        </DialogContentText>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <Stack spacing={2}>
          <TextField
            label={intl.formatMessage({ id: 'admin.invite.clubName' })}
            value={clubName}
            onChange={(event) => setClubName(event.target.value)}
            required
            fullWidth
            autoFocus
          />
          <TextField
            label={intl.formatMessage({ id: 'admin.invite.clubEmail' })}
            type="email"
            value={clubEmail}
            onChange={(event) => setClubEmail(event.target.value)}
            required
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="contained" onClick={send} disabled={sending || !canSendInvite(values)}>
          <FormattedMessage id={sending ? 'admin.invite.sending' : 'admin.invite.send'} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
