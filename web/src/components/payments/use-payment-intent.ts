import { priceFor } from '@domain/pricing';
import { useCallback, useEffect, useState } from 'react';

import { useConfig } from '../../config/config-context';
import { createClubPaymentIntent, createPaymentIntent } from '../../lib/account/payments-api';

import type { PaymentTarget } from './payment-target';

export type IntentState =
  | { status: 'loading' }
  | { status: 'error'; messageId: string }
  | { status: 'ready'; clientSecret: string; amountCents: number };

/** Asks the server for a PaymentIntent when the dialog opens (and again on Try Again). */
export function usePaymentIntent(target: PaymentTarget | null) {
  const config = useConfig();
  const [state, setState] = useState<IntentState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const kind = target?.kind;
  const id = target?.id;
  useEffect(() => {
    if (!kind || !id) return;
    let cancelled = false;
    setState({ status: 'loading' });
    const request =
      kind === 'club'
        ? createClubPaymentIntent(config, id).then((intent) => ({
            clientSecret: intent.client_secret,
            amountCents: priceFor('club'),
          }))
        : createPaymentIntent(config, id).then((intent) => ({
            clientSecret: intent.client_secret,
            amountCents: intent.amount,
          }));
    request.then(
      (ready) => {
        if (!cancelled && ready.clientSecret) setState({ status: 'ready', ...ready });
        else if (!cancelled) setState({ status: 'error', messageId: 'payments.prepareFailed' });
      },
      () => {
        if (!cancelled) {
          setState({
            status: 'error',
            messageId: kind === 'club' ? 'payments.initializeFailed' : 'payments.prepareFailed',
          });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [config, kind, id, round]);
  const retry = useCallback(() => setRound((value) => value + 1), []);
  return { state, retry };
}
