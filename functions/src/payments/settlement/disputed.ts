import type { Transaction } from 'firebase-admin/firestore';

import type { AuditEntry } from '../../audit/audit-log';
import { disputeSuspends, standingByExpiry } from '../../domain/payment-items';
import { storedItemsOf, type StoredItem } from '../../firestore/collections/payments';
import type { DisputeSnapshot } from '../payment-gateway';
import { recordWorkspace, type LoadedRecord, type RecordWorkspace } from '../payment-records';

import {
  loadItems,
  rejected,
  type Committed,
  type DisputeStatus,
  type SettlementFrame,
} from './frame';

// charge.dispute.created and charge.dispute.closed: a dispute suspends what the payment paid
// for until it is won.

const DISPUTE_REASON = 'Payment disputed';
// The audit log's actor for changes a Stripe event made.
const STRIPE_ACTOR = 'stripe';

const sameInstant = (a: Date | null, b: Date | null) =>
  a !== null && b !== null && a.getTime() === b.getTime();
const applied = (item: StoredItem) => item.outcome === 'activated' || item.outcome === 'renewed';

/** Whether the record is still in the suspension this item's dispute put it in. */
export const suspendedBy = (record: LoadedRecord, item: StoredItem) =>
  record.target.status === 'suspended' &&
  sameInstant(record.target.statusChangedAt, item.suspendedAt);

/** Suspends what a disputed payment paid for, or lifts that suspension when it is won. */
export function applyDispute(
  frame: SettlementFrame,
  tx: Transaction,
  ws: RecordWorkspace,
  items: StoredItem[],
  status: DisputeStatus,
  at: Date,
): StoredItem[] {
  return items.map((item) => {
    const record = ws.get(item.kind, item.id);
    if (!record || record.target.deletedAt || !applied(item)) return item;
    const collection = item.kind === 'club' ? 'clubs' : 'memberships';
    const entry: Omit<AuditEntry, 'id'> = {
      actorUid: STRIPE_ACTOR,
      at,
      collection,
      recordId: item.id,
      action: 'status',
      changedFields: ['status', 'statusReason', 'statusChangedAt'],
    };
    if (status !== 'won' && !item.suspendedAt && disputeSuspends(record.target)) {
      const statusBeforeDispute = record.target.status;
      ws.change(record, {
        status: 'suspended',
        statusReason: DISPUTE_REASON,
        statusChangedAt: at,
      });
      frame.audit.record(tx, entry);
      return { ...item, statusBeforeDispute, suspendedAt: at };
    }
    if (status === 'won' && item.suspendedAt) {
      if (suspendedBy(record, item)) {
        ws.change(record, {
          status: standingByExpiry(record.target.expiresAt, at),
          statusReason: null,
          statusChangedAt: at,
        });
        frame.audit.record(tx, entry);
      }
      return { ...item, suspendedAt: null };
    }
    return item;
  });
}

export async function settleDisputed(
  frame: SettlementFrame,
  dispute: DisputeSnapshot,
  closed: boolean,
  tx: Transaction,
): Promise<Committed> {
  if (!dispute.paymentIntentId) return rejected('the dispute belongs to no payment intent');
  const paymentRef = frame.payments.doc(dispute.paymentIntentId);
  const payment = (await tx.get(paymentRef)).data();
  const known = payment?.disputeId === dispute.id ? payment.disputeStatus : null;
  // A close that came first stands: the late 'created' of the same dispute changes nothing.
  const status: DisputeStatus = closed
    ? dispute.status === 'lost'
      ? 'lost'
      : 'won'
    : known === 'won' || known === 'lost'
      ? known
      : 'open';
  if (payment?.kind === 'event_entry') {
    return frame.entries.disputed(tx, paymentRef, payment, dispute, status);
  }
  const at = frame.now();
  const ws = recordWorkspace(frame.db, tx);
  let items = payment ? storedItemsOf(payment) : [];
  // Records follow only a settled payment that was not refunded; otherwise the success or
  // the refund, whichever comes, reads the dispute status from the payment.
  const effective = Boolean(payment?.completedAt) && payment?.status !== 'refunded';
  if (effective) {
    await loadItems(ws, items);
    items = applyDispute(frame, tx, ws, items, status, at);
  }
  tx.set(
    paymentRef,
    {
      disputeStatus: status,
      disputeId: dispute.id,
      ...(effective ? { items } : {}),
      updatedAt: at,
    },
    { merge: true },
  );
  const outcome = status === 'open' ? 'dispute_opened' : (`dispute_${status}` as const);
  return { outcome, standingOf: ws.flush(at) };
}
