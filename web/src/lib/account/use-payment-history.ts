import type { PaymentTransactionWire as PaymentTransaction } from '@domain/wire/payment';
import { useCallback, useState } from 'react';

import { useConfig } from '../../config/config-context';
import { useReadThenLive, useRealtime } from '../firebase/read-then-live';

import { readMyPayments } from './own-records-rest';

export interface PaymentHistory {
  status: 'loading' | 'error' | 'success';
  transactions: PaymentTransaction[];
  error: string | null;
  refresh: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The caller's own payments under the rules (the query filters on their uid, newest first):
 * read once, then live once the page goes live. Refresh asks the server again, reports a
 * failure, and makes the page live.
 */
export function usePaymentHistory(uid: string): PaymentHistory {
  const config = useConfig();
  const { goLive } = useRealtime();
  const history = useReadThenLive(
    `payments/${uid}`,
    (signal) => readMyPayments(config, uid, signal),
    () => import('./own-records-live').then(({ watchMyPayments }) => watchMyPayments(uid)),
  );
  const { reread } = history;
  const [check, setCheck] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const refresh = useCallback(() => {
    goLive();
    setCheck({ busy: true, error: null });
    reread().then(
      () => setCheck({ busy: false, error: null }),
      (error: unknown) => setCheck({ busy: false, error: messageOf(error) }),
    );
  }, [goLive, reread]);

  if (history.status === 'error' || check.error) {
    return {
      status: 'error',
      transactions: [],
      error: check.error ?? messageOf(history.error),
      refresh,
    };
  }
  if (history.status === 'loading' || check.busy) {
    return { status: 'loading', transactions: history.data ?? [], error: null, refresh };
  }
  return { status: 'success', transactions: history.data ?? [], error: null, refresh };
}
