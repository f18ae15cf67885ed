import type { AthleteTier } from '@domain/enums';
import { priceFor } from '@domain/pricing';
import { useCallback, useEffect, useState } from 'react';

import { useConfig } from '../../config/config-context';
import type { RuntimeConfig } from '../../config/runtime-config';
import {
  createClubPaymentIntent,
  createHouseholdPaymentIntent,
  createPaymentIntent,
} from '../../lib/account/payments-api';
import { createEntryPaymentIntent } from '../../lib/events/event-entries-api';

import type { PaymentTarget } from './payment-target';

export type IntentState =
  | { status: 'loading' }
  /** `failure` is the API's refusal, which the dialog says in the reader's language. */
  | { status: 'error'; messageId: string; failure?: unknown }
  | { status: 'ready'; clientSecret: string; amountCents: number };

interface Ready {
  clientSecret: string;
  amountCents: number;
}

function requestIntent(
  config: RuntimeConfig,
  kind: PaymentTarget['kind'],
  ids: string[],
  tier: AthleteTier | undefined,
): Promise<Ready> {
  switch (kind) {
    case 'club':
      return createClubPaymentIntent(config, ids[0]).then((intent) => ({
        clientSecret: intent.client_secret,
        amountCents: priceFor('club'),
      }));
    case 'household':
      return createHouseholdPaymentIntent(config, ids).then((intent) => ({
        clientSecret: intent.client_secret,
        amountCents: intent.amount,
      }));
    case 'event_entry':
      return createEntryPaymentIntent(config, ids[0]).then((intent) => ({
        clientSecret: intent.client_secret,
        amountCents: intent.amount,
      }));
    case 'membership':
      return createPaymentIntent(config, ids[0], tier).then((intent) => ({
        clientSecret: intent.client_secret,
        amountCents: intent.amount,
      }));
  }
}

/**
 * Asks the server for a PaymentIntent when the dialog opens, again on Try Again, and again
 * when the member picks another tier for a renewal (`tier`, memberships only).
 */
export function usePaymentIntent(target: PaymentTarget | null, tier?: AthleteTier) {
  const config = useConfig();
  const [state, setState] = useState<IntentState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const kind = target?.kind;
  // Parents build the target on every render: the effect depends on its values only.
  const ids = !target
    ? ''
    : target.kind === 'household'
      ? target.items.map((item) => item.id).join(',')
      : target.id;
  useEffect(() => {
    if (!kind || !ids) return;
    let cancelled = false;
    setState({ status: 'loading' });
    requestIntent(config, kind, ids.split(','), tier).then(
      (ready) => {
        if (!cancelled && ready.clientSecret) setState({ status: 'ready', ...ready });
        else if (!cancelled) setState({ status: 'error', messageId: 'payments.prepareFailed' });
      },
      (failure: unknown) => {
        if (!cancelled) {
          setState({
            status: 'error',
            messageId: kind === 'club' ? 'payments.initializeFailed' : 'payments.prepareFailed',
            failure,
          });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [config, kind, ids, tier, round]);
  const retry = useCallback(() => setRound((value) => value + 1), []);
  return { state, retry };
}
