import type { PaymentTransactionWire as PaymentTransaction } from '@domain/wire/payment';
import {
  collection,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  where,
  type FirestoreDataConverter,
} from 'firebase/firestore';
import { useCallback, useMemo, useState } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

import { transactionFromData } from './payment-history';

// An account holds a handful of memberships, each paid once a year: 100 covers years.
export const PAYMENT_HISTORY_LIMIT = 100;

export interface PaymentHistory {
  status: 'loading' | 'error' | 'success';
  transactions: PaymentTransaction[];
  error: string | null;
  refresh: () => void;
}

// Module level: reactfire compares converters by identity.
const transactionConverter: FirestoreDataConverter<PaymentTransaction> = {
  toFirestore: (value) => value as unknown as Record<string, unknown>,
  fromFirestore: (snapshot) => transactionFromData(snapshot.id, snapshot.data()),
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The caller's own payments, read live through reactfire under the rules (the query filters
 * on their uid, newest first). Refresh asks the server again and reports a failure.
 * Render inside <FirebaseBoundary>.
 */
export function usePaymentHistory(uid: string): PaymentHistory {
  const firestore = useFirestore();
  const mine = useMemo(
    () =>
      query(
        collection(firestore, 'payments').withConverter(transactionConverter),
        where('accountUid', '==', uid),
        orderBy('createdAt', 'desc'),
        limit(PAYMENT_HISTORY_LIMIT),
      ),
    [firestore, uid],
  );
  const live = useFirestoreCollectionData(mine);
  const [check, setCheck] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const refresh = useCallback(() => {
    setCheck({ busy: true, error: null });
    getDocsFromServer(mine).then(
      () => setCheck({ busy: false, error: null }),
      (error: unknown) => setCheck({ busy: false, error: messageOf(error) }),
    );
  }, [mine]);

  if (live.status === 'error' || check.error) {
    return {
      status: 'error',
      transactions: [],
      error: check.error ?? messageOf(live.error),
      refresh,
    };
  }
  if (live.status === 'loading' || check.busy) {
    return { status: 'loading', transactions: live.data ?? [], error: null, refresh };
  }
  return { status: 'success', transactions: live.data ?? [], error: null, refresh };
}
