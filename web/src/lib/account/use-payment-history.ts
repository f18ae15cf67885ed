import { useCallback, useEffect, useState } from 'react';

import { useConfig } from '../../config/config-context';

import { listTransactions, type PaymentTransaction } from './payments-api';

export interface PaymentHistory {
  status: 'loading' | 'error' | 'success';
  transactions: PaymentTransaction[];
  error: string | null;
  refresh: () => void;
}

/** GET /payments/transactions, loaded on mount and again on refresh. */
export function usePaymentHistory(): PaymentHistory {
  const config = useConfig();
  const [round, setRound] = useState(0);
  const [state, setState] = useState<Omit<PaymentHistory, 'refresh'>>({
    status: 'loading',
    transactions: [],
    error: null,
  });
  useEffect(() => {
    let cancelled = false;
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    listTransactions(config).then(
      (transactions) => {
        if (!cancelled) setState({ status: 'success', transactions, error: null });
      },
      (error: unknown) => {
        if (!cancelled) {
          setState({
            status: 'error',
            transactions: [],
            error: error instanceof Error ? error.message : String(error),
          });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [config, round]);
  const refresh = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, refresh };
}
