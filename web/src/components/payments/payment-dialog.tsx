import type { AthleteTier } from '@domain/enums';
import { itemsAmount } from '@domain/payment-items';
import { formatCents, priceFor } from '@domain/pricing';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { useMediaQuery, useTheme } from '@mui/material';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../config/config-context';
import { isEmulator } from '../../config/runtime-config';
import { formatExpiry } from '../../lib/account/dues';
import {
  confirmClubPayment,
  confirmHouseholdPayment,
  confirmPayment,
} from '../../lib/account/payments-api';
import { apiRefusalText } from '../../lib/api/api-error-text';
import { refreshIdToken } from '../../lib/api/signed-in-request';
import { confirmEntryPayment } from '../../lib/events/event-entries-api';
import { ActionAlert } from '../feedback/action-alert';

import { PaymentSummary, validThroughAfterPaying } from './payment-summary';
import { PaymentStepError, type PaymentTarget } from './payment-target';
import { TestPaymentPanel } from './test-payment-panel';
import { usePaymentIntent } from './use-payment-intent';

const StripeCheckout = lazy(() =>
  import('./stripe-checkout').then((module) => ({ default: module.StripeCheckout })),
);

type Mode = 'stripe' | 'test-panel' | 'unconfigured';

const Spinner = ({ label }: { label: string }) => (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
    <CircularProgress aria-label={label} />
  </Box>
);

interface PaymentDialogProps {
  /** Null closes the dialog. */
  target: PaymentTarget | null;
  onClose: () => void;
  /** After the server has confirmed the payment. */
  onPaid?: (target: PaymentTarget) => void;
  /** Shown above the summary, e.g. 'Your application has been approved!'. */
  intro?: ReactNode;
}

/**
 * Pays a membership, a club's fee or a household's memberships by card, first year or
 * renewal: Stripe, or the local test panel in the emulator.
 */
export function PaymentDialog({ target, onClose, onPaid, intro }: PaymentDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      {target && (
        <PaymentDialogBody target={target} onClose={onClose} onPaid={onPaid} intro={intro} />
      )}
    </Dialog>
  );
}

function PaymentDialogBody({
  target,
  onClose,
  onPaid,
  intro,
}: PaymentDialogProps & { target: PaymentTarget }) {
  const config = useConfig();
  const intl = useIntl();
  const publishableKey = config.stripe.publishableKey;
  const mode: Mode = publishableKey ? 'stripe' : isEmulator(config) ? 'test-panel' : 'unconfigured';
  const [tier, setTier] = useState<AthleteTier | undefined>(
    target.kind === 'membership' ? target.renewal?.tier : undefined,
  );
  const { state, retry } = usePaymentIntent(mode === 'unconfigured' ? null : target, tier);
  // The success message names the new expiry of a renewal, counted from the payment.
  const [paid, setPaid] = useState<{ validThrough: string | null } | null>(null);

  const onCardAccepted = useCallback(
    async (paymentIntentId: string) => {
      if (target.kind === 'event_entry') {
        const result = await confirmEntryPayment(config, target.id, paymentIntentId).catch(
          () => null,
        );
        if (!result || result.success === false) {
          throw new PaymentStepError('payments.confirmFailed');
        }
      } else if (target.kind === 'household') {
        const result = await confirmHouseholdPayment(config, paymentIntentId).catch(() => null);
        if (!result || result.success === false) {
          throw new PaymentStepError('payments.updateFailed');
        }
      } else if (target.kind === 'club') {
        const result = await confirmClubPayment(config, paymentIntentId, target.id).catch(
          () => null,
        );
        if (!result || result.success === false) {
          throw new PaymentStepError('payments.confirmFailed');
        }
      } else {
        await confirmPayment(config, paymentIntentId, target.id).catch(() => {
          throw new PaymentStepError('payments.updateFailed');
        });
      }
      // The activeMember claim has changed: the session picks it up from the new token.
      await refreshIdToken(config).catch(() => undefined);
      const renewal =
        target.kind === 'household' || target.kind === 'event_entry' ? undefined : target.renewal;
      setPaid({
        validThrough: renewal
          ? formatExpiry(validThroughAfterPaying(renewal.expiresAt, new Date()), intl.locale)
          : null,
      });
      onPaid?.(target);
    },
    [config, intl.locale, onPaid, target],
  );

  const amount = state.status === 'ready' ? formatCents(state.amountCents, intl.locale) : null;
  const domainCents =
    target.kind === 'event_entry'
      ? target.feeCents
      : target.kind === 'household'
        ? itemsAmount(target.items)
        : target.kind === 'membership' && tier
          ? priceFor(tier)
          : null;
  const payLabel = intl.formatMessage(
    { id: amount ? 'payments.payAmount' : 'payments.pay' },
    { amount },
  );

  return (
    <>
      <DialogTitle>
        <FormattedMessage id={titleId(target)} />
      </DialogTitle>
      <DialogContent>
        {paid ? (
          <Stack
            spacing={2}
            sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}
            role="status"
          >
            <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
            <Typography component="h3" variant="h4">
              <FormattedMessage id="payments.success" />
            </Typography>
            <Typography>
              <FormattedMessage
                id={successId(target)}
                values={{
                  date: paid.validThrough,
                  count: target.kind === 'household' ? target.items.length : 1,
                }}
              />
            </Typography>
          </Stack>
        ) : (
          <Stack spacing={2}>
            {intro}
            <Box component="section" aria-labelledby="payment-summary-heading">
              <Typography id="payment-summary-heading" component="h3" variant="h4" gutterBottom>
                <FormattedMessage id="payments.summary" />
              </Typography>
              <PaymentSummary
                target={target}
                amountCents={state.status === 'ready' ? state.amountCents : domainCents}
                tier={tier}
                onTierChange={setTier}
                now={new Date()}
              />
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                <FormattedMessage id="payments.methods" />
              </Typography>
            </Box>
            <Divider />
            {mode === 'unconfigured' ? (
              <Alert severity="error" role="alert">
                <FormattedMessage id="payments.noStripeConfig" />
              </Alert>
            ) : state.status === 'loading' ? (
              <Spinner label={intl.formatMessage({ id: 'payments.preparing' })} />
            ) : state.status === 'error' ? (
              <ActionAlert
                severity="error"
                titleId={state.messageId}
                action={{ labelId: 'payments.tryAgain', onClick: retry }}
              >
                {apiRefusalText(intl, state.failure) ?? (
                  <FormattedMessage id="payments.setupFailed" />
                )}
              </ActionAlert>
            ) : mode === 'test-panel' ? (
              <TestPaymentPanel
                key={state.clientSecret}
                clientSecret={state.clientSecret}
                payLabel={payLabel}
                onCardAccepted={onCardAccepted}
              />
            ) : (
              <Suspense
                fallback={<Spinner label={intl.formatMessage({ id: 'payments.loadingForm' })} />}
              >
                <StripeCheckout
                  key={state.clientSecret}
                  publishableKey={publishableKey}
                  clientSecret={state.clientSecret}
                  payLabel={payLabel}
                  onCardAccepted={onCardAccepted}
                />
              </Suspense>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id={paid ? 'payments.done' : 'payments.cancel'} />
        </Button>
      </DialogActions>
    </>
  );
}

function titleId(target: PaymentTarget): string {
  if (target.kind === 'event_entry') return 'payments.eventEntryTitle';
  if (target.kind === 'household') return 'payments.householdTitle';
  if (target.kind === 'club')
    return target.renewal ? 'payments.clubRenewalTitle' : 'payments.clubTitle';
  return target.renewal ? 'payments.membershipRenewalTitle' : 'payments.membershipTitle';
}

function successId(target: PaymentTarget): string {
  if (target.kind === 'event_entry') return 'payments.successEventEntry';
  if (target.kind === 'household') return 'payments.successHousehold';
  if (target.kind === 'club') {
    return target.renewal ? 'payments.successClubRenewal' : 'payments.successClub';
  }
  return target.renewal ? 'payments.successMembershipRenewal' : 'payments.successMembership';
}
