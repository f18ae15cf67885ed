import type { HandoverWire } from '@domain/wire/handover';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';

import { HandoverEmailForm } from '../../../components/handover/handover-email-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useConfig } from '../../../config/config-context';
import { apiRefusalText } from '../../../lib/api/api-error-text';
import { cancelHandoverInvitation, myHandovers } from '../../../lib/handover/handover-api';
import { useHandoverRead } from '../../../lib/handover/use-handover-read';

/**
 * My Account's notices of the handover at 18: for each membership the reader holds whose
 * athlete is 18, the form for the athlete's own email, or the invitation sent with Resend and
 * Cancel. Nothing shows while there is none.
 */
export function HandoverNotices() {
  const config = useConfig();
  const read = useCallback(() => myHandovers(config), [config]);
  const { data, error, loading, reload } = useHandoverRead(read);
  if (loading && !data) return null;
  if (error) {
    return (
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => reload()}>
            <FormattedMessage id="handover.notice.retry" />
          </Button>
        }
      >
        <FormattedMessage id="handover.notice.loadFailed" />
      </Alert>
    );
  }
  const handovers = data?.handovers ?? [];
  if (handovers.length === 0) return null;
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      {handovers.map((handover) => (
        <HandoverNotice key={handover.membership_id} handover={handover} onChanged={reload} />
      ))}
    </Stack>
  );
}

function HandoverNotice({
  handover,
  onChanged,
}: {
  handover: HandoverWire;
  onChanged: () => void;
}) {
  const config = useConfig();
  const intl = useIntl();
  const [resending, setResending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = handover.athlete_name;

  async function cancel() {
    setCancelling(true);
    setFailure(null);
    try {
      await cancelHandoverInvitation(config, handover.membership_id);
      setConfirming(false);
      onChanged();
    } catch (error) {
      setFailure(
        apiRefusalText(intl, error) || intl.formatMessage({ id: 'handover.notice.failed' }),
      );
      setConfirming(false);
    } finally {
      setCancelling(false);
    }
  }

  if (handover.state === 'invited') {
    return (
      <Alert
        severity="info"
        role="region"
        aria-label={intl.formatMessage({ id: 'handover.notice.title' }, { name })}
      >
        <AlertTitle>
          <FormattedMessage id="handover.notice.invitedTitle" values={{ name }} />
        </AlertTitle>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          <FormattedMessage
            id="handover.notice.invited"
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
        {failure && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {failure}
          </Alert>
        )}
        {resending ? (
          <HandoverEmailForm
            membershipId={handover.membership_id}
            submitId="handover.form.resend"
            onSent={() => {
              setResending(false);
              onChanged();
            }}
          />
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" size="small" onClick={() => setResending(true)}>
              <FormattedMessage id="handover.notice.resend" />
            </Button>
            <Button color="error" size="small" onClick={() => setConfirming(true)}>
              <FormattedMessage id="handover.notice.cancel" />
            </Button>
          </Stack>
        )}
        <ConfirmDialog
          open={confirming}
          destructive
          loading={cancelling}
          title={<FormattedMessage id="handover.cancel.title" />}
          message={<FormattedMessage id="handover.cancel.message" values={{ name }} />}
          confirmLabel={<FormattedMessage id="handover.cancel.confirm" />}
          onConfirm={() => void cancel()}
          onClose={() => setConfirming(false)}
        />
      </Alert>
    );
  }

  return (
    <Alert
      severity="info"
      role="region"
      aria-label={intl.formatMessage({ id: 'handover.notice.title' }, { name })}
    >
      <AlertTitle>
        <FormattedMessage id="handover.notice.dueTitle" values={{ name }} />
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        <FormattedMessage
          id={handover.state === 'declined' ? 'handover.notice.declined' : 'handover.notice.due'}
          values={{ name }}
        />
      </Typography>
      <HandoverEmailForm membershipId={handover.membership_id} onSent={onChanged} />
    </Alert>
  );
}
