import type { Firestore } from 'firebase-admin/firestore';

import { storedEntryOf } from '../firestore/event-entry-records';
import { recordWithdrawalRefund, withdrawalRefundKey } from '../firestore/withdrawal-refund';
import type { PaymentGateway } from '../payments/payment-gateway';
import { paymentLog } from '../payments/payment-log';
import type { PaymentSettlement } from '../payments/settle-payment';

// Refunds asked for per collection and run, oldest owed first; the rest wait for tomorrow.
const PER_RUN = 100;

export interface OwedRefundsDeps {
  db: Firestore;
  /** Stripe's refunds, for the fees of withdrawn entries. */
  gateway: Pick<PaymentGateway, 'refundIntent'>;
  /** Refunds what payments owe back (dues paid twice, fees that bought no place). */
  settlement: Pick<PaymentSettlement, 'refundOwed'>;
}

/**
 * Asks Stripe again for every refund a refusal left owed (refundDue): the fees of withdrawn
 * entries and what payments owe back. Each goes with the key of its first attempt, so a refund
 * Stripe made without our hearing of it is not made twice; one refused again is logged and
 * stays owed. The count of refunds Stripe accepted.
 */
export async function refundOwed({ db, gateway, settlement }: OwedRefundsDeps, now: Date) {
  let refunded = 0;
  const owing = (collection: string) =>
    db.collection(collection).where('refundDue', '==', true).orderBy('updatedAt').limit(PER_RUN);

  for (const doc of (await owing('eventEntries').get()).docs) {
    const entry = storedEntryOf(doc.id, doc.data());
    const intentId = entry.paymentIntentId;
    if (!intentId) continue;
    try {
      await gateway.refundIntent(intentId, withdrawalRefundKey(entry.id, intentId));
      await recordWithdrawalRefund(db, entry.id, intentId, now, null);
      refunded += 1;
    } catch (err) {
      paymentLog.refundFailed(intentId, err);
    }
  }
  for (const doc of (await owing('payments').get()).docs) {
    if (await settlement.refundOwed(doc.id)) refunded += 1;
  }
  return refunded;
}
