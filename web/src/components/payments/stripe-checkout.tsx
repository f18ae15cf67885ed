import { paymentIntentIdFromClientSecret } from '@domain/pricing';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeError } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';

import { cardDeclineText } from './card-decline-text';
import { PaymentErrorAlert } from './payment-error-alert';
import { PaymentStepError, type CardAccepted } from './payment-target';
import { usePayAttempt } from './use-pay-attempt';

// Loaded once per key, and only when a payment dialog opens (the pure entry point does not
// inject the script on import).
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
    stripe.catch(() => stripeByKey.delete(publishableKey));
  }
  return stripe;
}

interface CheckoutProps {
  publishableKey: string;
  clientSecret: string;
  payLabel: string;
  onCardAccepted: CardAccepted;
}

/** Stripe's Payment Element, limited to cards, with the pay button. */
export function StripeCheckout({ publishableKey, ...props }: CheckoutProps) {
  const intl = useIntl();
  const [stripe, setStripe] = useState<Stripe | null | 'failed'>(null);
  useEffect(() => {
    let cancelled = false;
    stripeFor(publishableKey).then(
      (loaded) => !cancelled && setStripe(loaded ?? 'failed'),
      () => !cancelled && setStripe('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [publishableKey]);
  if (stripe === 'failed') {
    return (
      <Alert severity="error" role="alert">
        <FormattedMessage id="payments.initializeFailed" />
      </Alert>
    );
  }
  if (!stripe) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={intl.formatMessage({ id: 'payments.loadingForm' })} />
      </Box>
    );
  }
  return (
    <Elements
      stripe={stripe}
      options={{ clientSecret: props.clientSecret, locale: intl.locale === 'es' ? 'es' : 'en' }}
    >
      <CardForm {...props} />
    </Elements>
  );
}

/** Our own words for Stripe's error: a refused or mistyped card by its code, else try again. */
function stripeErrorText(intl: IntlShape, error: StripeError): string {
  if (error.type === 'card_error' || error.type === 'validation_error') {
    return cardDeclineText(intl, error.decline_code ?? error.code);
  }
  return intl.formatMessage({ id: 'payments.decline.tryAgain' });
}

function CardForm({
  clientSecret,
  payLabel,
  onCardAccepted,
}: Omit<CheckoutProps, 'publishableKey'>) {
  const intl = useIntl();
  const stripe = useStripe();
  const elements = useElements();
  const { busy, error, fail, attempt } = usePayAttempt();

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return fail(new PaymentStepError('payments.notReady'));
    await attempt(async () => {
      const { error: stripeError, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/my-account?payment=success` },
        redirect: 'if_required',
      });
      if (stripeError) {
        throw new PaymentStepError('payments.failed', stripeErrorText(intl, stripeError));
      }
      if (paymentIntent?.status !== 'succeeded') {
        throw new PaymentStepError('payments.notCompleted');
      }
      await onCardAccepted(paymentIntent.id || paymentIntentIdFromClientSecret(clientSecret) || '');
    });
  };

  return (
    <Box component="form" onSubmit={pay} noValidate>
      <Stack spacing={2}>
        <PaymentElement options={{ layout: 'tabs', paymentMethodOrder: ['card'] }} />
        {error !== null && <PaymentErrorAlert error={error} />}
        <Button type="submit" variant="contained" size="large" disabled={busy || !stripe}>
          {busy ? <FormattedMessage id="payments.processing" /> : payLabel}
        </Button>
      </Stack>
    </Box>
  );
}
