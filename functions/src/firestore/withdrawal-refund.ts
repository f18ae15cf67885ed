import type { Firestore } from 'firebase-admin/firestore';

import { auditLog } from '../audit/audit-log';

import { storedEntryOf, type StoredEntry } from './event-entry-records';

/**
 * Stripe's idempotency key for a withdrawn entry's refund. The member's withdrawal and the
 * daily job's retry ask with the same key, so a refund Stripe already made is not made twice.
 */
export const withdrawalRefundKey = (entryId: string, paymentIntentId: string) =>
  `withdraw-${entryId}-${paymentIntentId}`;

/**
 * After Stripe accepted a withdrawal's refund: the fee reads refunded and is owed no more
 * (charge.refunded may have said so first). An administrator's refund is audited. Null when
 * the entry is gone.
 */
export async function recordWithdrawalRefund(
  db: Firestore,
  entryId: string,
  paymentIntentId: string,
  at: Date,
  actorUid: string | null,
): Promise<StoredEntry | null> {
  const entryRef = db.collection('eventEntries').doc(entryId);
  return db.runTransaction(async (tx) => {
    const data = (await tx.get(entryRef)).data();
    if (!data) return null;
    const entry = storedEntryOf(entryId, data);
    if (entry.paymentIntentId !== paymentIntentId) return entry;
    const changes = {
      paymentStatus: 'refunded',
      refundDue: false,
      ...(entry.paymentStatus === 'refunded' ? {} : { refundedAt: at }),
    };
    tx.update(entryRef, { ...changes, updatedAt: at });
    if (actorUid) {
      auditLog(db).record(tx, {
        actorUid,
        at,
        collection: 'eventEntries',
        recordId: entryId,
        action: 'refund',
        changedFields: Object.keys(changes),
      });
    }
    return { ...entry, paymentStatus: 'refunded' as const, refundDue: false };
  });
}
