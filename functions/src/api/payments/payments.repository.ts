import type { Firestore } from 'firebase-admin/firestore';

import type { PaymentItem } from '../../domain/payment-items';
import {
  duesOpening,
  paymentConverter,
  paymentsCollection,
  recordOpenIntent,
  storedItem,
  type StoredPayment,
} from '../../firestore/collections/payments';
import type { IntentKind, IntentSnapshot, PaymentKind } from '../../payments/payment-gateway';
import { paymentTargetRef, readPaymentTarget } from '../../payments/payment-targets';

/** payments/{paymentIntentId} as the API hands it out. */
export type PaymentTransaction = StoredPayment;

// An account holds a handful of memberships, each paid once a year: 100 covers years.
const HISTORY_LIMIT = 100;

export function paymentsRepository(db: Firestore, now: () => Date) {
  return {
    getTarget: (kind: PaymentKind, id: string) => readPaymentTarget(db, kind, id),

    /**
     * Remembers the open intent on each membership or club it pays, so the next call returns
     * it, and opens its pending transaction unless a webhook already wrote one.
     */
    recordOpenIntent(
      kind: IntentKind,
      ownerUid: string,
      intent: IntentSnapshot,
      items: PaymentItem[],
    ) {
      const holders = items.map((item) => paymentTargetRef(db, item.kind, item.id));
      return recordOpenIntent(db, intent, duesOpening(ownerUid, kind, items), holders, now(), {
        items: items.map((item) => storedItem(item)),
      });
    },

    /** The caller's transactions, latest first (index accountUid + createdAt desc). */
    async listForAccount(accountUid: string): Promise<PaymentTransaction[]> {
      const snapshot = await paymentsCollection(db)
        .withConverter(paymentConverter)
        .where('accountUid', '==', accountUid)
        .orderBy('createdAt', 'desc')
        .limit(HISTORY_LIMIT)
        .get();
      return snapshot.docs.map((doc) => doc.data());
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
