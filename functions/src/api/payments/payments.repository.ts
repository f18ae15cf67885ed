import type { DocumentData, Firestore } from 'firebase-admin/firestore';

import { isOneOf } from '../../domain/enums';
import {
  eventEntryPaymentOf,
  paymentPurposeOf,
  type EventEntryPayment,
  type PaymentItem,
  type PaymentPurpose,
} from '../../domain/payment-items';
import {
  PAYMENT_METHOD,
  PAYMENT_PROVIDER,
  type TransactionStatus,
} from '../../domain/transactions';
import { CONTENDED } from '../../firestore/contention';
import { dateOf, dateOrNull } from '../../firestore/dates';
import type { IntentKind, IntentSnapshot, PaymentKind } from '../../payments/payment-gateway';
import { storedItem } from '../../payments/payment-records';
import { paymentTargetRef, readPaymentTarget } from '../../payments/payment-targets';
import type { DisputeStatus } from '../../payments/settle-payment';

/** payments/{paymentIntentId} as the API hands it out. */
export interface PaymentTransaction {
  id: string;
  kind: IntentKind;
  purpose: PaymentPurpose;
  membershipId: string | null;
  membershipIds: string[];
  clubId: string | null;
  disputeStatus: DisputeStatus | null;
  status: TransactionStatus;
  amount: number;
  currency: string;
  paymentMethod: string;
  paymentProvider: string;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
  failureReason: string | null;
  /** An entry fee's event and entrant; null for dues. */
  eventEntry: EventEntryPayment | null;
}

// An account holds a handful of memberships, each paid once a year: 100 covers years.
const HISTORY_LIMIT = 100;

const KINDS = ['membership', 'club', 'household'] as const;
const PURPOSES = ['first', 'renewal', 'household'] as const;
const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;

function transactionOf(id: string, data: DocumentData): PaymentTransaction {
  const membershipId = data.membershipId ?? null;
  return {
    id,
    kind: isOneOf(KINDS, data.kind) ? data.kind : 'membership',
    // Payments from before renewals were all first payments of one record.
    purpose: isOneOf(PURPOSES, data.purpose) ? data.purpose : 'first',
    membershipId,
    membershipIds: Array.isArray(data.membershipIds)
      ? data.membershipIds.map(String)
      : membershipId
        ? [membershipId]
        : [],
    clubId: data.clubId ?? null,
    disputeStatus: isOneOf(DISPUTE_STATUSES, data.disputeStatus) ? data.disputeStatus : null,
    status: data.status,
    amount: data.amount,
    currency: data.currency,
    paymentMethod: data.paymentMethod,
    paymentProvider: data.paymentProvider,
    createdAt: dateOf(data.createdAt),
    updatedAt: dateOf(data.updatedAt),
    completedAt: dateOrNull(data.completedAt),
    failureReason: data.failureReason ?? null,
    eventEntry: eventEntryPaymentOf(data),
  };
}

export function paymentsRepository(db: Firestore, now: () => Date) {
  const payments = db.collection('payments');
  return {
    getTarget: (kind: PaymentKind, id: string) => readPaymentTarget(db, kind, id),

    /**
     * Remembers the open intent on each membership or club it pays, so the next call returns
     * it, and opens its pending transaction unless a webhook already wrote one.
     */
    async recordOpenIntent(
      kind: IntentKind,
      ownerUid: string,
      intent: IntentSnapshot,
      items: PaymentItem[],
    ) {
      const at = now();
      const [single] = items.length === 1 ? items : [];
      await db.runTransaction(async (tx) => {
        const ref = payments.doc(intent.id);
        const existing = await tx.get(ref);
        for (const item of items) {
          tx.update(paymentTargetRef(db, item.kind, item.id), {
            paymentIntentId: intent.id,
            updatedAt: at,
          });
        }
        if (existing.data()?.createdAt) return;
        tx.set(
          ref,
          {
            accountUid: ownerUid,
            kind,
            purpose: paymentPurposeOf(items),
            membershipId: single?.kind === 'membership' ? single.id : null,
            clubId: single?.kind === 'club' ? single.id : null,
            membershipIds: items.filter((i) => i.kind === 'membership').map((i) => i.id),
            items: items.map((item) => storedItem(item)),
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
            ...(existing.exists ? {} : { disputeStatus: null, disputeId: null }),
          },
          // A dispute may have reached the payment first.
          { merge: true },
        );
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
