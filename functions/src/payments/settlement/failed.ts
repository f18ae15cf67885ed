import type { Transaction } from 'firebase-admin/firestore';

import { eventEntryOfMetadata } from '../../domain/payment-items';
import { metadataOf, type IntentSnapshot } from '../payment-gateway';
import { recordWorkspace, type LoadedRecord } from '../payment-records';

import { rejected, type Committed, type SettlementFrame } from './frame';
import { mismatchOf } from './intent-match';

// payment_intent.payment_failed: a first payment's decline shows on the records it was for.

export async function settleFailed(
  frame: SettlementFrame,
  intent: IntentSnapshot,
  tx: Transaction,
): Promise<Committed> {
  const entryFee = eventEntryOfMetadata(intent.metadata);
  if (entryFee) return frame.entries.failed(tx, intent, entryFee);
  const metadata = metadataOf(intent);
  if (!metadata) return rejected('the intent carries no membership or club metadata');
  const payment = (await tx.get(frame.payments.doc(intent.id))).data();
  // A decline that arrives after the payment went through (or was refunded) is old news.
  if (payment?.completedAt || payment?.status === 'refunded') return { outcome: 'stale_ignored' };
  const ws = recordWorkspace(frame.db, tx);
  const records: (LoadedRecord | null)[] = [];
  for (const item of metadata.items) records.push(await ws.load(item.kind, item.id));
  const mismatch = mismatchOf(intent, metadata, records);
  if (mismatch) return rejected(mismatch);
  // Only a first payment's decline shows on the record: a renewing record stays paid.
  const declined = metadata.items
    .map((item, index) => ({ item, record: records[index] as LoadedRecord }))
    .filter(
      ({ item, record }) => item.purpose === 'first' && record.target.paymentStatus !== 'paid',
    );
  if (declined.length === 0 && metadata.items.every((item) => item.purpose === 'first')) {
    return { outcome: 'stale_ignored' };
  }
  const reason = intent.failureReason ?? 'The payment failed.';
  for (const { record } of declined) {
    ws.change(record, { paymentStatus: 'failed', paymentFailureReason: reason });
  }
  frame.writePayment(tx, payment, intent, metadata, { status: 'failed', failureReason: reason });
  ws.flush(frame.now());
  return { outcome: 'failure_recorded' };
}
