import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { FormattedMessage } from 'react-intl';

import { PaymentStepError } from './payment-target';

/** A failed payment step: the spec's message, and the provider's reason when there is one. */
export function PaymentErrorAlert({ error }: { error: unknown }) {
  const known = error instanceof PaymentStepError ? error : null;
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>
        <FormattedMessage id={known?.messageId ?? 'payments.failed'} />
      </AlertTitle>
      {known?.reason}
    </Alert>
  );
}
