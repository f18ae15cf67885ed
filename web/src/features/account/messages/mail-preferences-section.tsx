import { ANNOUNCEMENT_KINDS, type AnnouncementKind } from '@domain/announcements';
import type { MailPreferencesWire } from '@domain/wire/announcement';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ActionAlert } from '../../../components/feedback/action-alert';
import { useConfig } from '../../../config/config-context';

import { myMailPreferences, saveMailPreferences } from './messages-api';

type Load =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; preferences: MailPreferencesWire };

type Saving = { status: 'idle' | 'saving' | 'saved' | 'failed' };

/** The three kinds of announcement a member may turn off; the rest of the site's mail always arrives. */
export function MailPreferencesSection() {
  const config = useConfig();
  const intl = useIntl();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [saving, setSaving] = useState<Saving>({ status: 'idle' });

  useEffect(() => {
    let cancelled = false;
    setLoad({ status: 'loading' });
    myMailPreferences(config, intl.locale).then(
      (preferences) => !cancelled && setLoad({ status: 'ready', preferences }),
      () => !cancelled && setLoad({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [config, intl.locale, round]);

  async function choose(kind: AnnouncementKind, receive: boolean) {
    if (load.status !== 'ready') return;
    const before = load.preferences;
    const next = { ...before, [kind]: receive };
    // The switch moves at once; a refused save puts it back.
    setLoad({ status: 'ready', preferences: next });
    setSaving({ status: 'saving' });
    try {
      const saved = await saveMailPreferences(config, next, intl.locale);
      setLoad({ status: 'ready', preferences: saved });
      setSaving({ status: 'saved' });
    } catch {
      setLoad({ status: 'ready', preferences: before });
      setSaving({ status: 'failed' });
    }
  }

  let body;
  if (load.status === 'loading') {
    body = (
      <Box
        role="status"
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'myAccount.mail.loading' })}
      >
        {ANNOUNCEMENT_KINDS.map((kind) => (
          <Skeleton key={kind} height={42} />
        ))}
      </Box>
    );
  } else if (load.status === 'error') {
    body = (
      <ActionAlert
        severity="error"
        action={{ labelId: 'myAccount.mail.tryAgain', onClick: () => setRound((r) => r + 1) }}
      >
        <FormattedMessage id="myAccount.mail.loadFailed" />
      </ActionAlert>
    );
  } else {
    body = (
      <FormGroup aria-labelledby="mail-preferences-title">
        {ANNOUNCEMENT_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            control={
              <Switch
                checked={load.preferences[kind]}
                disabled={saving.status === 'saving'}
                onChange={(event) => void choose(kind, event.target.checked)}
              />
            }
            label={
              <Box sx={{ py: 0.5 }}>
                <Typography>
                  <FormattedMessage id={`myAccount.mail.kind.${kind}`} />
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  <FormattedMessage id={`myAccount.mail.kindHint.${kind}`} />
                </Typography>
              </Box>
            }
            sx={{ alignItems: 'flex-start', mb: 1, '& .MuiSwitch-root': { mt: 0.25 } }}
          />
        ))}
      </FormGroup>
    );
  }

  return (
    <Box component="section" aria-labelledby="mail-preferences-title" sx={{ mb: 4 }}>
      <Typography id="mail-preferences-title" component="h2" variant="h5" gutterBottom>
        <FormattedMessage id="myAccount.mail.title" />
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        <FormattedMessage id="myAccount.mail.alwaysSent" />
      </Typography>
      {body}
      <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
        {saving.status === 'saved' && (
          <Alert severity="success">
            <FormattedMessage id="myAccount.mail.saved" />
          </Alert>
        )}
        {saving.status === 'failed' && (
          <Alert severity="error">
            <FormattedMessage id="myAccount.mail.saveFailed" />
          </Alert>
        )}
      </Box>
    </Box>
  );
}
