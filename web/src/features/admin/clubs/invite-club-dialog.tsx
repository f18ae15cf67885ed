import type { InvitationCreatedWire } from '@domain/wire/club-invitation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import { createClubInvitation } from '../api/clubs-api';
import { errorText } from '../shared/error-text';

import {
  EMPTY_INVITE,
  canSendInvite,
  invitationBody,
  inviteErrors,
  type InviteValues,
} from './invite-values';

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
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<InviteValues>({
    initialValues: EMPTY_INVITE,
    validate: inviteErrors,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        onInvited(await createClubInvitation(config, invitationBody(values)));
        close();
      } catch (error) {
        setFailure(errorText(intl, error, 'admin.invite.failed'));
      }
    },
  });
  const sending = formik.isSubmitting;

  function close() {
    formik.resetForm();
    setFailure(null);
    onClose();
  }
  const fieldProps = (name: keyof InviteValues) => {
    const error = formik.errors[name];
    return {
      ...formik.getFieldProps(name),
      error: Boolean(error),
      helperText: error ? intl.formatMessage({ id: error }) : undefined,
      required: true,
      fullWidth: true,
    };
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
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Stack spacing={2}>
          <TextField
            label={intl.formatMessage({ id: 'admin.invite.clubName' })}
            {...fieldProps('club_name')}
            autoFocus
          />
          <TextField
            label={intl.formatMessage({ id: 'admin.invite.clubEmail' })}
            type="email"
            {...fieldProps('club_email')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button
          variant="contained"
          onClick={() => void formik.submitForm()}
          disabled={sending || !canSendInvite(formik.values)}
        >
          <FormattedMessage id={sending ? 'admin.invite.sending' : 'admin.invite.send'} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
