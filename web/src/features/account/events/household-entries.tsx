import { formatCents } from '@domain/pricing';
import type { HouseholdEntryWire } from '@domain/wire/event-entries';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { EventDate } from '../../../components/events/event-date';
import { ActionAlert } from '../../../components/feedback/action-alert';
import { PaymentDialog } from '../../../components/payments/payment-dialog';
import type { PaymentTarget } from '../../../components/payments/payment-target';
import { useConfig } from '../../../config/config-context';
import { apiRefusalText } from '../../../lib/api/api-error-text';
import { listHouseholdEntries, withdrawEntry } from '../../../lib/events/event-entries-api';
import { RouterLink } from '../../../lib/routing/router-link';

type Load =
  | { status: 'loading' }
  | { status: 'error'; failure: unknown }
  | { status: 'ready'; entries: HouseholdEntryWire[] };

const STATUS_COLOURS = {
  entered: 'success',
  pending_payment: 'warning',
  offered: 'warning',
  waiting: 'info',
  withdrawn: 'default',
} as const;

const nameOf = (entry: HouseholdEntryWire) => `${entry.first_name} ${entry.last_name}`.trim();

/** My Account's Events tab: the household's entries, their status, paying and withdrawing. */
export function HouseholdEntries() {
  const config = useConfig();
  const intl = useIntl();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [confirming, setConfirming] = useState<HouseholdEntryWire | null>(null);
  const [paying, setPaying] = useState<PaymentTarget | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmTitleId = useId();

  useEffect(() => {
    let cancelled = false;
    listHouseholdEntries(config).then(
      (entries) => {
        if (!cancelled) setLoad({ status: 'ready', entries });
      },
      (failure: unknown) => {
        if (!cancelled) setLoad({ status: 'error', failure });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [config, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const money = (cents: number) => formatCents(cents, intl.locale);
  const titleOf = (entry: HouseholdEntryWire) =>
    entry.event
      ? (intl.locale === 'es' && entry.event.title_es) || entry.event.title
      : intl.formatMessage({ id: 'myAccount.events.unknownEvent' });

  const withdraw = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      await withdrawEntry(config, confirming.id);
      setNotice({ ok: true, text: intl.formatMessage({ id: 'myAccount.events.withdrawn' }) });
      reload();
    } catch (failure) {
      setNotice({
        ok: false,
        text:
          apiRefusalText(intl, failure) ??
          intl.formatMessage({ id: 'myAccount.events.withdrawFailed' }),
      });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  if (load.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={intl.formatMessage({ id: 'myAccount.events.loading' })} />
      </Box>
    );
  }
  if (load.status === 'error') {
    return (
      <ActionAlert
        severity="error"
        action={{ labelId: 'myAccount.events.tryAgain', onClick: reload }}
      >
        {apiRefusalText(intl, load.failure) ?? (
          <FormattedMessage id="myAccount.events.loadFailed" />
        )}
      </ActionAlert>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h4">
        <FormattedMessage id="myAccount.events.heading" />
      </Typography>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      )}
      {load.entries.length === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            <FormattedMessage id="myAccount.events.empty" />
          </Typography>
          <Button component={RouterLink} to="/upcoming-events" variant="outlined">
            <FormattedMessage id="myAccount.events.findEvents" />
          </Button>
        </Stack>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {load.entries.map((entry) => {
            const payable =
              (entry.status === 'pending_payment' || entry.status === 'offered') &&
              entry.fee_cents > 0 &&
              entry.payment_status !== 'paid';
            return (
              <Card component="li" key={entry.id} variant="outlined">
                <CardContent>
                  <Stack spacing={0.75}>
                    <Stack
                      direction="row"
                      sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
                    >
                      <Typography component="h3" variant="h6">
                        {titleOf(entry)}
                      </Typography>
                      <Chip
                        size="small"
                        color={STATUS_COLOURS[entry.status]}
                        label={intl.formatMessage({
                          id: `myAccount.events.status.${entry.status}`,
                        })}
                      />
                    </Stack>
                    {entry.event && (
                      <Typography color="textSecondary">
                        <EventDate iso={entry.event.date} />
                        {entry.event.location ? ` · ${entry.event.location}` : ''}
                      </Typography>
                    )}
                    <Typography>
                      <FormattedMessage
                        id="myAccount.events.person"
                        values={{ name: nameOf(entry) }}
                      />
                    </Typography>
                    <Typography variant="body2" color="textSecondary">
                      {entry.fee_cents > 0 ? (
                        <FormattedMessage
                          id="myAccount.events.fee"
                          values={{ amount: money(entry.fee_cents) }}
                        />
                      ) : (
                        <FormattedMessage id="myAccount.events.free" />
                      )}
                      {entry.payment_status === 'refunded' && (
                        <>
                          {' · '}
                          <FormattedMessage id="myAccount.events.refunded" />
                        </>
                      )}
                    </Typography>
                  </Stack>
                </CardContent>
                {(payable || entry.can_withdraw) && (
                  <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
                    {payable && (
                      <Button
                        variant="contained"
                        onClick={() =>
                          setPaying({
                            kind: 'event_entry',
                            id: entry.id,
                            name: nameOf(entry),
                            eventTitle: titleOf(entry),
                            feeCents: entry.fee_cents,
                          })
                        }
                      >
                        <FormattedMessage id="myAccount.events.pay" />
                      </Button>
                    )}
                    {entry.can_withdraw && (
                      <Button color="error" variant="outlined" onClick={() => setConfirming(entry)}>
                        <FormattedMessage id="myAccount.events.withdraw" />
                      </Button>
                    )}
                  </CardActions>
                )}
              </Card>
            );
          })}
        </Stack>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        aria-labelledby={confirmTitleId}
      >
        {confirming && (
          <>
            <DialogTitle id={confirmTitleId}>
              <FormattedMessage id="myAccount.events.withdrawTitle" />
            </DialogTitle>
            <DialogContent>
              <DialogContentText>
                <FormattedMessage
                  id="myAccount.events.withdrawBody"
                  values={{ name: nameOf(confirming), event: titleOf(confirming) }}
                />
              </DialogContentText>
              {confirming.payment_status === 'paid' && (
                <DialogContentText sx={{ mt: 1 }}>
                  {confirming.event?.refund_before_close ? (
                    <FormattedMessage
                      id="myAccount.events.withdrawRefund"
                      values={{ amount: money(confirming.fee_cents) }}
                    />
                  ) : (
                    <FormattedMessage id="myAccount.events.withdrawNoRefund" />
                  )}
                </DialogContentText>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setConfirming(null)} disabled={busy}>
                <FormattedMessage id="myAccount.events.keep" />
              </Button>
              <Button color="error" variant="contained" onClick={withdraw} disabled={busy}>
                <FormattedMessage id="myAccount.events.withdrawConfirm" />
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
      <PaymentDialog target={paying} onClose={() => setPaying(null)} onPaid={() => reload()} />
    </Stack>
  );
}
