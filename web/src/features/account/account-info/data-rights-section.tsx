import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';

import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useConfig } from '../../../config/config-context';
import type { AccountRecord } from '../../../lib/records/records';

import { exportMyData, saveAsJsonFile, setDeletionRequested } from './data-rights-api';

type Busy = 'download' | 'delete' | 'withdraw' | null;

/**
 * "Your data": a copy of everything the account holds, and erasure on request. The request
 * waits for an administrator, so the owner can still withdraw it; the live account record
 * shows its state.
 */
export function DataRightsSection({ account }: { account: AccountRecord }) {
  const config = useConfig();
  const intl = useIntl();
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const requestedAt = account.deletionRequestedAt;

  const run = async (what: Exclude<Busy, null>, work: () => Promise<void>, failureId: string) => {
    setBusy(what);
    setFailure(null);
    try {
      await work();
    } catch {
      setFailure(intl.formatMessage({ id: failureId }));
    } finally {
      setBusy(null);
    }
  };

  const download = () =>
    run(
      'download',
      async () => saveAsJsonFile(await exportMyData(config, intl.locale), 'my-iltkd-data.json'),
      'myAccount.data.downloadFailed',
    );
  const requestDeletion = () =>
    run(
      'delete',
      async () => {
        await setDeletionRequested(config, true, intl.locale);
        setConfirming(false);
      },
      'myAccount.data.deleteFailed',
    );
  const withdraw = () =>
    run(
      'withdraw',
      () => setDeletionRequested(config, false, intl.locale).then(() => undefined),
      'myAccount.data.deleteFailed',
    );

  return (
    <Box component="section" aria-labelledby="data-rights-heading" sx={{ mt: 4 }}>
      <Typography id="data-rights-heading" component="h3" variant="h4" sx={{ mb: 1 }}>
        <FormattedMessage id="myAccount.data.title" />
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        <FormattedMessage id="myAccount.data.lead" />
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {requestedAt && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <FormattedMessage
            id="myAccount.data.requested"
            values={{ date: <FormattedDate value={requestedAt} dateStyle="long" /> }}
          />
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <Button variant="outlined" onClick={() => void download()} disabled={busy !== null}>
          <FormattedMessage
            id={busy === 'download' ? 'myAccount.data.downloading' : 'myAccount.data.download'}
          />
        </Button>
        {requestedAt ? (
          <Button variant="outlined" onClick={() => void withdraw()} disabled={busy !== null}>
            <FormattedMessage id="myAccount.data.withdraw" />
          </Button>
        ) : (
          <Button
            variant="outlined"
            color="error"
            onClick={() => setConfirming(true)}
            disabled={busy !== null}
          >
            <FormattedMessage id="myAccount.data.delete" />
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        destructive
        loading={busy === 'delete'}
        title={<FormattedMessage id="myAccount.data.confirmTitle" />}
        message={<FormattedMessage id="myAccount.data.confirmMessage" />}
        confirmLabel={<FormattedMessage id="myAccount.data.confirm" />}
        onConfirm={() => void requestDeletion()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
