import type { DocumentData, Firestore } from 'firebase-admin/firestore';

import {
  PAYMENT_METHOD,
  PAYMENT_PROVIDER,
  type TransactionStatus,
} from '../../domain/transactions';
import type { IntentSnapshot, PaymentKind } from '../../payments/payment-gateway';
import { paymentTargetRef, readPaymentTarget } from '../../payments/payment-targets';
import { CONTENDED } from '../firestore/contention';
import { dateOf, dateOrNull } from '../firestore/dates';

/** payments/{paymentIntentId} as the API hands it out. */
export interface PaymentTransaction {
  id: string;
  kind: PaymentKind;
  membershipId: string | null;
  clubId: string | null;
  status: TransactionStatus;
  amount: number;
  currency: string;
  paymentMethod: string;
  paymentProvider: string;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
  failureReason: string | null;
}

// An account holds a handful of memberships, each paid once a year: 100 covers years.
const HISTORY_LIMIT = 100;

function transactionOf(id: string, data: DocumentData): PaymentTransaction {
  return {
    id,
    kind: data.kind === 'club' ? 'club' : 'membership',
    membershipId: data.membershipId ?? null,
    clubId: data.clubId ?? null,
    status: data.status,
    amount: data.amount,
    currency: data.currency,
    paymentMethod: data.paymentMethod,
    paymentProvider: data.paymentProvider,
    createdAt: dateOf(data.createdAt),
    updatedAt: dateOf(data.updatedAt),
    completedAt: dateOrNull(data.completedAt),
    failureReason: data.failureReason ?? null,
  };
}

export function paymentsRepository(db: Firestore, now: () => Date) {
  const payments = db.collection('payments');
  return {
    getTarget: (kind: PaymentKind, id: string) => readPaymentTarget(db, kind, id),

    /**
     * Remembers the open intent on the membership or club, so the next call returns it,
     * and opens its pending transaction unless a webhook already wrote one.
     */
    async recordOpenIntent(
      kind: PaymentKind,
      targetId: string,
      ownerUid: string,
      intent: IntentSnapshot,
    ) {
      const at = now();
      await db.runTransaction(async (tx) => {
        const ref = payments.doc(intent.id);
        const existing = await tx.get(ref);
        tx.update(paymentTargetRef(db, kind, targetId), {
          paymentIntentId: intent.id,
          updatedAt: at,
        });
        if (existing.exists) return;
        tx.create(ref, {
          accountUid: ownerUid,
          kind,
          membershipId: kind === 'membership' ? targetId : null,
          clubId: kind === 'club' ? targetId : null,
          status: 'pending' satisfies TransactionStatus,
          amount: intent.amount,
          currency: intent.currency,
          paymentMethod: PAYMENT_METHOD,
          paymentProvider: PAYMENT_PROVIDER,
          stripePaymentIntentId: intent.id,
          createdAt: at,
          updatedAt: at,
          completedAt: null,
          failureReason: null,
          refundedAt: null,
          amountRefunded: 0,
        });
      }, CONTENDED);
    },

    /** The caller's transactions, latest first (index accountUid + createdAt desc). */
    async listForAccount(accountUid: string): Promise<PaymentTransaction[]> {
      const snapshot = await payments
        .where('accountUid', '==', accountUid)
        .orderBy('createdAt', 'desc')
        .limit(HISTORY_LIMIT)
        .get();
      return snapshot.docs.map((doc) => transactionOf(doc.id, doc.data()));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
