import { paymentIntentIdFromClientSecret } from '@domain/pricing';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../config/config-context';
import { testCheckout } from '../../lib/account/payments-api';
import { localizedApiMessage } from '../../lib/api/api-error-text';

import { cardDeclineText } from './card-decline-text';
import { PaymentErrorAlert } from './payment-error-alert';
import { PaymentStepError, type CardAccepted } from './payment-target';
import { usePayAttempt } from './use-pay-attempt';

export const TEST_CARD_SUCCEEDS = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';

/**
 * Emulator only (no Stripe key, no internet): stands in for Stripe's card form. The server
 * endpoint exists only in the emulator and sends a signed event to the real webhook.
 */
export function TestPaymentPanel({
  clientSecret,
  payLabel,
  onCardAccepted,
}: {
  clientSecret: string;
  payLabel: string;
  onCardAccepted: CardAccepted;
}) {
  const config = useConfig();
  const intl = useIntl();
  const [cardNumber, setCardNumber] = useState(TEST_CARD_SUCCEEDS);
  const { busy, error, fail, attempt } = usePayAttempt();

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const intentId = paymentIntentIdFromClientSecret(clientSecret);
    if (!intentId) return fail(new PaymentStepError('payments.notReady'));
    await attempt(async () => {
      const result = await testCheckout(config, intentId, cardNumber).catch((failure: unknown) => {
        throw new PaymentStepError('payments.failed', localizedApiMessage(intl, failure));
      });
      if (result.status !== 'succeeded') {
        throw new PaymentStepError('payments.failed', cardDeclineText(intl, result.failure_code));
      }
      await onCardAccepted(intentId);
    });
  };

  return (
    <Box component="form" onSubmit={pay} noValidate>
      <Alert severity="info" sx={{ mb: 2 }}>
        <AlertTitle>
          <FormattedMessage id="payments.test.title" />
        </AlertTitle>
        <FormattedMessage
          id="payments.test.body"
          values={{ succeeds: TEST_CARD_SUCCEEDS, declined: TEST_CARD_DECLINED }}
        />
      </Alert>
      <Stack spacing={2}>
        <TextField
          label={intl.formatMessage({ id: 'payments.test.cardNumber' })}
          value={cardNumber}
          onChange={(event) => setCardNumber(event.target.value)}
          autoComplete="off"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
        />
        <Typography variant="body2" color="textSecondary">
          <FormattedMessage id="payments.test.note" />
        </Typography>
        {error !== null && <PaymentErrorAlert error={error} />}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy || !cardNumber.trim()}
        >
          {busy ? <FormattedMessage id="payments.processing" /> : payLabel}
        </Button>
      </Stack>
    </Box>
  );
}
