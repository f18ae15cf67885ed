import type { Firestore } from 'firebase-admin/firestore';

// One batch holds at most 500 writes.
const BATCH = 400;

/**
 * Marks memberships and clubs whose expiry has passed as expired (index status +
 * expiresAt); the triggers then take their directory entries and claims away. Answers how
 * many records it expired.
 */
export async function expireLapsed(db: Firestore, now: Date): Promise<number> {
  let expired = 0;
  for (const name of ['memberships', 'clubs']) {
    for (;;) {
      const lapsed = await db
        .collection(name)
        .where('status', '==', 'active')
        .where('expiresAt', '<=', now)
        .limit(BATCH)
        .get();
      if (lapsed.empty) break;
      const batch = db.batch();
      for (const doc of lapsed.docs) batch.update(doc.ref, { status: 'expired', updatedAt: now });
      await batch.commit();
      expired += lapsed.size;
    }
  }
  return expired;
}
