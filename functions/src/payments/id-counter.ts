import type { Firestore, Transaction } from 'firebase-admin/firestore';

import { formatClubId, formatMemberId } from '../domain/member-id';

const FORMATS = { memberIds: formatMemberId, clubIds: formatClubId };
export type CounterName = keyof typeof FORMATS;

/**
 * Reserves `count` IDs from counters/{name} inside the caller's transaction. Firestore
 * transactions read before they write, so the reservation reads now and `commit` writes
 * later; concurrent activations retry on the counter and never share a number.
 */
export async function reserveIds(
  db: Firestore,
  tx: Transaction,
  name: CounterName,
  count: number,
  year: number,
) {
  const ref = db.collection('counters').doc(name);
  const next = count > 0 ? Number((await tx.get(ref)).data()?.next ?? 1) : 1;
  const ids = Array.from({ length: count }, (_, index) => FORMATS[name](year, next + index));
  return {
    ids,
    commit() {
      if (count > 0) tx.set(ref, { next: next + count }, { merge: true });
    },
  };
}
