import type { DocumentData, Firestore } from 'firebase-admin/firestore';

import { clubRenewalOf } from '../firestore/collections/clubs';
import { membershipRenewalOf } from '../firestore/collections/membership-views';
import type { RenewalRecord } from '../firestore/renewal-record';

// One page of lapsed records at a time; each is expired in its own transaction.
const PAGE = 200;

export type RenewedCollection = 'memberships' | 'clubs';

/** A membership or a club as the renewal jobs read it. */
export const renewalRecordOf = (name: RenewedCollection, data: DocumentData): RenewalRecord =>
  name === 'clubs' ? clubRenewalOf(data) : membershipRenewalOf(data);

/**
 * Marks memberships and clubs whose expiry has passed as expired (index status +
 * expiresAt); the triggers then take their directory entries and claims away. Each record
 * is checked again in its transaction, so a renewal paid meanwhile is never undone. Adds
 * the owners whose standing changed to `owners`; answers how many records it expired.
 */
export async function expireLapsed(
  db: Firestore,
  now: Date,
  owners: Set<string> = new Set(),
): Promise<number> {
  let expired = 0;
  for (const name of ['memberships', 'clubs'] as const) {
    for (;;) {
      const lapsed = await db
        .collection(name)
        .where('status', '==', 'active')
        .where('expiresAt', '<=', now)
        .limit(PAGE)
        .get();
      if (lapsed.empty) break;
      let page = 0;
      for (const doc of lapsed.docs) {
        const done = await db.runTransaction(async (tx) => {
          const data = (await tx.get(doc.ref)).data();
          const record = data ? renewalRecordOf(name, data) : null;
          const expiresAt = record?.expiresAt;
          if (record?.status !== 'active' || !expiresAt || expiresAt > now) return false;
          tx.update(doc.ref, { status: 'expired', updatedAt: now });
          if (record.ownerUid) owners.add(record.ownerUid);
          return true;
        });
        if (done) page += 1;
      }
      expired += page;
      // A page none of which could be expired would come back forever.
      if (page === 0) break;
    }
  }
  return expired;
}
