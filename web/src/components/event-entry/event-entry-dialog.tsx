import { formatCents } from '@domain/pricing';
import type {
  EntryOptionWire,
  EntryOptionsWire,
  EntryCreatedWire,
} from '@domain/wire/event-entries';
import { useMediaQuery, useTheme } from '@mui/material';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../config/config-context';
import { apiRefusalText } from '../../lib/api/api-error-text';
import { enterEvent, getEntryOptions } from '../../lib/events/event-entries-api';
import { PaymentDialog } from '../payments/payment-dialog';
import type { PaymentTarget } from '../payments/payment-target';
import { RadioFieldset } from '../ui/radio-fieldset';

import { entryReasonText } from './entry-reason-text';

type Load =
  | { status: 'loading' }
  | { status: 'error'; failure: unknown }
  | { status: 'ready'; options: EntryOptionsWire };

type Result = { status: 'entered' | 'waiting' | 'pending_payment'; name: string } | null;

const nameOf = (option: Pick<EntryOptionWire, 'first_name' | 'last_name'>) =>
  `${option.first_name} ${option.last_name}`.trim();

/**
 * Entering an event: the reader picks which of the household's memberships to enter, sees
 * why the others may not, then pays the fee with the dues' payment dialog (free: no payment).
 */
export default function EventEntryDialog({
  eventId,
  eventTitle,
  onClose,
}: {
  eventId: string;
  eventTitle: string;
  onClose: () => void;
}) {
  const config = useConfig();
  const intl = useIntl();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const detailIdPrefix = useId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [chosen, setChosen] = useState<string>('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [result, setResult] = useState<Result>(null);
  const [paying, setPaying] = useState<PaymentTarget | null>(null);

  useEffect(() => {
    let cancelled = false;
    setLoad({ status: 'loading' });
    getEntryOptions(config, eventId).then(
      (options) => {
        if (cancelled) return;
        setLoad({ status: 'ready', options });
        const first = options.options.find((o) => o.eligible && !o.entry);
        setChosen(first?.membership_id ?? '');
      },
      (error: unknown) => {
        if (!cancelled) setLoad({ status: 'error', failure: error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [config, eventId, round]);

  const money = (cents: number) =>
    cents === 0 ? intl.formatMessage({ id: 'entry.free' }) : formatCents(cents, intl.locale);

  const submit = useCallback(async () => {
    if (load.status !== 'ready' || !chosen) return;
    const option = load.options.options.find((o) => o.membership_id === chosen);
    if (!option) return;
    setSubmitting(true);
    setFailure(null);
    let created: EntryCreatedWire;
    try {
      created = await enterEvent(config, eventId, chosen);
    } catch (error) {
      setFailure(error);
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    const name = nameOf(option);
    setResult({ status: created.entry.status as NonNullable<Result>['status'], name });
    if (created.entry.status === 'pending_payment') {
      setPaying({
        kind: 'event_entry',
        id: created.entry.id,
        name,
        eventTitle,
        feeCents: created.entry.fee_cents,
      });
    }
  }, [config, chosen, eventId, eventTitle, load]);

  const options = load.status === 'ready' ? load.options : null;
  const placesLeft = options?.event.places_left ?? null;

  return (
    <>
      <Dialog
        open={paying === null}
        onClose={onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        fullScreen={fullScreen}
      >
        <DialogTitle id={titleId}>
          <FormattedMessage id="entry.dialogTitle" values={{ event: eventTitle }} />
        </DialogTitle>
        <DialogContent>
          {result ? (
            <Alert severity={result.status === 'waiting' ? 'info' : 'success'} role="status">
              <FormattedMessage
                id={`entry.result.${result.status}`}
                values={{ name: result.name }}
              />
            </Alert>
          ) : load.status === 'loading' ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label={intl.formatMessage({ id: 'entry.loading' })} />
            </Box>
          ) : load.status === 'error' ? (
            <Alert
              severity="error"
              role="alert"
              action={
                <Button color="inherit" size="small" onClick={() => setRound((r) => r + 1)}>
                  <FormattedMessage id="entry.tryAgain" />
                </Button>
              }
            >
              {apiRefusalText(intl, load.failure) ?? <FormattedMessage id="entry.loadFailed" />}
            </Alert>
          ) : options && options.options.length === 0 ? (
            <Typography>
              <FormattedMessage id="entry.noMemberships" />
            </Typography>
          ) : (
            options && (
              <Stack spacing={2}>
                {placesLeft !== null && (
                  <Typography color={placesLeft === 0 ? 'warning.main' : 'text.secondary'}>
                    <FormattedMessage
                      id={placesLeft === 0 ? 'entry.full' : 'entry.placesLeft'}
                      values={{ count: placesLeft }}
                    />
                  </Typography>
                )}
                <RadioFieldset
                  legendId="entry.chooseLabel"
                  name="entry-membership"
                  value={chosen}
                  onChange={setChosen}
                >
                  {options.options.map((option) => {
                    const disabled = !option.eligible || option.entry !== null;
                    const detail = option.entry
                      ? intl.formatMessage(
                          { id: 'entry.alreadyEntered' },
                          {
                            status: intl.formatMessage({
                              id: `entry.status.${option.entry.status}`,
                            }),
                          },
                        )
                      : option.eligible
                        ? money(option.fee_cents ?? 0)
                        : option.reasons.map((reason) => entryReasonText(intl, reason)).join(' · ');
                    // The detail sits beside the label, not in it: a disabled label is
                    // greyed, and the reason a child may not enter must read clearly.
                    const detailId = `${detailIdPrefix}-${option.membership_id}`;
                    return (
                      <Box key={option.membership_id} sx={{ py: 0.5 }}>
                        <FormControlLabel
                          value={option.membership_id}
                          disabled={disabled}
                          control={
                            <Radio slotProps={{ input: { 'aria-describedby': detailId } }} />
                          }
                          label={nameOf(option)}
                          slotProps={{ typography: { sx: { fontWeight: 600 } } }}
                        />
                        <Typography
                          id={detailId}
                          variant="body2"
                          sx={{
                            pl: 4,
                            mt: -0.75,
                            color: option.eligible ? 'text.secondary' : 'error.main',
                          }}
                        >
                          {detail}
                        </Typography>
                      </Box>
                    );
                  })}
                </RadioFieldset>
                {failure !== null && (
                  <Alert severity="error" role="alert">
                    {apiRefusalText(intl, failure) ?? <FormattedMessage id="entry.enterFailed" />}
                  </Alert>
                )}
              </Stack>
            )
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <FormattedMessage id={result ? 'entry.close' : 'entry.cancel'} />
          </Button>
          {!result && options && options.options.length > 0 && (
            <Button variant="contained" onClick={submit} disabled={!chosen || submitting}>
              <FormattedMessage id="entry.submit" />
            </Button>
          )}
        </DialogActions>
      </Dialog>
      <PaymentDialog
        target={paying}
        onClose={() => setPaying(null)}
        intro={
          <Alert severity="info">
            <FormattedMessage id="entry.result.pending_payment" values={{ name: result?.name }} />
          </Alert>
        }
        onPaid={() => setResult((r) => (r ? { ...r, status: 'entered' } : r))}
      />
    </>
  );
}
