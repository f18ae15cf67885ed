import type { DocumentSnapshot, Firestore, Query } from 'firebase-admin/firestore';

import { trashErasableBefore } from '../domain/retention';
import { eraseClub, eraseMembership, erasePerson } from '../erasure/erase-records';

// Records read per query; the purge pages through with cursors.
const PAGE = 200;
// Who the audit log names for an erasure nobody asked for but the retention period.
export const RETENTION_ACTOR = 'retention';

export interface TrashPurgeDeps {
  db: Firestore;
  /** Deletes an erased account's sign-in (none is fine). */
  deleteSignIn: (uid: string) => Promise<void>;
}

export interface TrashPurgeResult {
  accounts: number;
  memberships: number;
  clubs: number;
}

/** Trashed records of a collection past the retention period, not yet erased, page by page. */
async function* expiredTrash(db: Firestore, name: string, now: Date) {
  const query: Query = db
    .collection(name)
    .where('deletedAt', '<=', trashErasableBefore(now))
    .orderBy('deletedAt');
  let last: DocumentSnapshot | null = null;
  for (;;) {
    const snapshot = await (last ? query.startAfter(last) : query).limit(PAGE).get();
    // An erased membership or club stays in the trash as a shell; it is done.
    yield* snapshot.docs.filter((doc) => !doc.get('erasedAt'));
    last = snapshot.docs[snapshot.docs.length - 1] ?? null;
    if (snapshot.size < PAGE) return;
  }
}

/**
 * Erases what has sat in the trash for TRASH_RETENTION_DAYS: a trashed account as if its
 * owner had asked (erasePerson, then the sign-in), a trashed membership or club on its own.
 */
export async function purgeTrash(
  { db, deleteSignIn }: TrashPurgeDeps,
  now: Date,
): Promise<TrashPurgeResult> {
  const audited = { actorUid: RETENTION_ACTOR, at: now, action: 'erase' as const };
  const result: TrashPurgeResult = { accounts: 0, memberships: 0, clubs: 0 };
  for await (const doc of expiredTrash(db, 'accounts', now)) {
    await erasePerson(db, doc.id, String(doc.get('email') ?? ''), {
      ...audited,
      changedFields: ['account', 'clubs', 'eventEntries', 'mail', 'memberships', 'payments'],
    });
    await deleteSignIn(doc.id);
    result.accounts += 1;
  }
  for await (const doc of expiredTrash(db, 'memberships', now)) {
    await eraseMembership(db, doc, { ...audited, changedFields: ['personal', 'eventEntries'] });
    result.memberships += 1;
  }
  for await (const doc of expiredTrash(db, 'clubs', now)) {
    await eraseClub(db, doc, { ...audited, changedFields: ['personal'] });
    result.clubs += 1;
  }
  return result;
}
