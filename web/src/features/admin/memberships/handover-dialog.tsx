import { formatIsoDateLocal } from '@domain/dates';
import type { HandoverWire } from '@domain/wire/handover';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useId, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';

import { HandoverEmailForm } from '../../../components/handover/handover-email-form';
import { useConfig } from '../../../config/config-context';
import { cancelHandoverInvitation, membershipHandover } from '../../../lib/handover/handover-api';
import { useHandoverRead } from '../../../lib/handover/use-handover-read';
import { errorText } from '../shared/error-text';
import { ConfirmDialog } from '../shared/on-demand-dialogs';

export interface HandoverDialogProps {
  membershipId: string;
  /** The athlete's name, for the title. */
  name: string;
  onClose: () => void;
}

/** States from which the console may send (or send again) the invitation. */
const SENDABLE: readonly HandoverWire['state'][] = ['due', 'invited', 'declined', 'cancelled'];

/**
 * The handover at 18 from the console: the membership's handover as the API has it, the
 * athlete's own email to send the invitation to, and the invitation in flight with Cancel.
 */
export function HandoverDialog({ membershipId, name, onClose }: HandoverDialogProps) {
  const config = useConfig();
  const intl = useIntl();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const read = useCallback(() => membershipHandover(config, membershipId), [config, membershipId]);
  const { data, error, loading, reload } = useHandoverRead(read);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelFailure, setCancelFailure] = useState<string | null>(null);

  async function cancel() {
    setCancelling(true);
    setCancelFailure(null);
    try {
      await cancelHandoverInvitation(config, membershipId);
      reload();
    } catch (failure) {
      setCancelFailure(errorText(intl, failure, 'handover.notice.failed'));
    } finally {
      setCancelling(false);
      setConfirming(false);
    }
  }

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        fullScreen={fullScreen}
      >
        <DialogTitle id={titleId}>
          <FormattedMessage id="handover.admin.title" values={{ name }} />
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="textSecondary">
              <FormattedMessage id="handover.admin.lead" />
            </Typography>
            {loading && !data && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress size={20} aria-hidden />
                <Typography>
                  <FormattedMessage id="handover.admin.loading" />
                </Typography>
              </Stack>
            )}
            {error !== null && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => reload()}>
                    <FormattedMessage id="handover.notice.retry" />
                  </Button>
                }
              >
                {errorText(intl, error, 'handover.admin.loadFailed')}
              </Alert>
            )}
            {cancelFailure && <Alert severity="error">{cancelFailure}</Alert>}
            {data && (
              <HandoverState
                handover={data}
                onCancel={() => setConfirming(true)}
                onSent={() => reload()}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <FormattedMessage id="handover.admin.close" />
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        destructive
        loading={cancelling}
        title={<FormattedMessage id="handover.cancel.title" />}
        message={
          <FormattedMessage
            id="handover.admin.cancelMessage"
            values={{ email: data?.invited_email ?? '' }}
          />
        }
        confirmLabel={<FormattedMessage id="handover.cancel.confirm" />}
        onConfirm={() => void cancel()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

function HandoverState({
  handover,
  onCancel,
  onSent,
}: {
  handover: HandoverWire;
  onCancel: () => void;
  onSent: () => void;
}) {
  const intl = useIntl();
  const invited = handover.state === 'invited';
  return (
    <Stack spacing={1.5}>
      <Stack spacing={0.5} aria-live="polite">
        <Typography>
          <FormattedMessage
            id="handover.admin.state"
            values={{ state: intl.formatMessage({ id: `handover.state.${handover.state}` }) }}
          />
        </Typography>
        <Typography variant="body2">
          <FormattedMessage
            id="handover.admin.dueOn"
            values={{
              date: formatIsoDateLocal(handover.due_on, intl.locale, { dateStyle: 'long' }),
            }}
          />
        </Typography>
        {invited && (
          <Typography variant="body2">
            <FormattedMessage
              id="handover.admin.invitedTo"
              values={{
                email: handover.invited_email,
                date: handover.expires_at ? (
                  <FormattedDate value={handover.expires_at} dateStyle="long" />
                ) : (
                  ''
                ),
              }}
            />
          </Typography>
        )}
      </Stack>
      {invited && (
        <Button
          color="error"
          variant="outlined"
          onClick={onCancel}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          <FormattedMessage id="handover.notice.cancel" />
        </Button>
      )}
      {SENDABLE.includes(handover.state) && (
        <HandoverEmailForm
          membershipId={handover.membership_id}
          submitId={invited ? 'handover.form.resend' : 'handover.form.send'}
          onSent={onSent}
        />
      )}
    </Stack>
  );
}
