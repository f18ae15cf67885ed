import type { Transaction } from 'firebase-admin/firestore';

import { refundedRenewal } from '../../domain/payment-items';
import { storedItemsOf, type StoredItem } from '../../firestore/collections/payments';
import type { RefundSnapshot } from '../payment-gateway';
import { recordWorkspace, type RecordWorkspace } from '../payment-records';

import { suspendedBy } from './disputed';
import { loadItems, rejected, type Committed, type SettlementFrame } from './frame';

// charge.refunded: a full refund gives back what each item got; a partial one is noted.

const REFUND_REASON = 'Payment refunded';

/** Gives back what a refunded payment bought, record by record. */
export function applyRefund(ws: RecordWorkspace, items: StoredItem[], at: Date) {
  for (const item of items) {
    const record = ws.get(item.kind, item.id);
    if (!record || record.target.deletedAt) continue;
    if (item.purpose === 'first' && item.outcome !== null && item.outcome !== 'already_paid') {
      // As for every first payment: cancelled and unpaid, so an administrator can approve
      // the record again and the owner pay again.
      ws.change(record, {
        status: 'cancelled',
        paymentStatus: 'pending',
        refundedAt: at,
        statusReason: REFUND_REASON,
        statusChangedAt: at,
      });
    } else if (item.purpose === 'renewal' && item.outcome === 'renewed') {
      const { expiresAt, status, tier } = refundedRenewal(record.target, item, at);
      const disputed = suspendedBy(record, item);
      const follows = disputed || ['active', 'expired'].includes(record.target.status);
      ws.change(record, {
        expiresAt,
        refundedAt: at,
        ...(tier && item.kind === 'membership' ? { membershipTier: tier } : {}),
        ...(follows ? { status } : {}),
        ...(disputed ? { statusReason: null, statusChangedAt: at } : {}),
      });
    }
  }
}

export async function settleRefunded(
  frame: SettlementFrame,
  refund: RefundSnapshot,
  tx: Transaction,
): Promise<Committed> {
  if (!refund.paymentIntentId) return rejected('the charge belongs to no payment intent');
  const paymentRef = frame.payments.doc(refund.paymentIntentId);
  const payment = (await tx.get(paymentRef)).data();
  if (!payment) return rejected('no payment of ours has this payment intent');
  const at = frame.now();
  if (!refund.fullyRefunded) {
    tx.update(paymentRef, { amountRefunded: refund.amountRefunded, updatedAt: at });
    return { outcome: 'partially_refunded' };
  }
  if (payment.status === 'refunded') return { outcome: 'stale_ignored' };
  if (payment.kind === 'event_entry') {
    return frame.entries.refunded(tx, paymentRef, payment, refund);
  }
  const items = storedItemsOf(payment);
  const ws = recordWorkspace(frame.db, tx);
  // Before the success arrives nothing was given; the success applies the refund then.
  if (payment.completedAt) {
    await loadItems(ws, items);
    applyRefund(ws, items, at);
  }
  tx.update(paymentRef, {
    status: 'refunded',
    amountRefunded: refund.amountRefunded,
    refundedAt: at,
    updatedAt: at,
  });
  return { outcome: 'refunded', standingOf: ws.flush(at) };
}
