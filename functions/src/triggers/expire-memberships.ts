import type { DocumentData, Firestore } from 'firebase-admin/firestore';

import { dateOrNull } from '../firestore/dates';

// One page of lapsed records at a time; each is expired in its own transaction.
const PAGE = 200;

/** The account a membership or club belongs to. */
export const ownerUidOf = (data: DocumentData): string | null => {
  const uid: unknown = data.accountUid ?? data.ownerUid;
  return typeof uid === 'string' && uid ? uid : null;
};

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
  for (const name of ['memberships', 'clubs']) {
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
          const expiresAt = dateOrNull(data?.expiresAt);
          if (data?.status !== 'active' || !expiresAt || expiresAt > now) return false;
          tx.update(doc.ref, { status: 'expired', updatedAt: now });
          const owner = ownerUidOf(data);
          if (owner) owners.add(owner);
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
