import { itemAmount } from '../../domain/payment-items';
import { CURRENCY } from '../../domain/pricing';
import type { IntentItem, IntentMetadata, IntentSnapshot } from '../payment-gateway';
import type { LoadedRecord } from '../payment-records';

/** The tier an item pays: its own, or (intents from before items) the record's. */
export const tierOf = (item: IntentItem, record: LoadedRecord) => item.tier ?? record.target.tier;

/** Why an intent does not pay for these records, or null when it does. */
export function mismatchOf(
  intent: IntentSnapshot,
  metadata: IntentMetadata,
  records: (LoadedRecord | null)[],
): string | null {
  let expected = 0;
  for (const [index, item] of metadata.items.entries()) {
    const record = records[index];
    if (!record || record.target.deletedAt) return 'the membership or club does not exist';
    const { target } = record;
    if (target.ownerUid !== metadata.accountUid) {
      return 'the payer does not own the membership or club';
    }
    if (target.kind === 'membership' && target.tier === 'club') {
      return `membership ${target.id} is a coach membership paid with its club`;
    }
    const tier = tierOf(item, record);
    if (item.purpose === 'first' && tier !== target.tier) {
      return `tier ${tier} instead of ${target.tier}`;
    }
    expected += itemAmount({ kind: item.kind, tier });
  }
  if (intent.currency !== CURRENCY) return `currency ${intent.currency} instead of ${CURRENCY}`;
  if (intent.amount !== expected) return `amount ${intent.amount} instead of ${expected}`;
  return null;
}
