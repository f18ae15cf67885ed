import type { Firestore, Timestamp } from 'firebase-admin/firestore';

import { dateOrNull } from '../firestore/dates';

/** standings/{uid}: what the rules read to open the directory; written only by refreshStanding. */
export interface StandingDocument {
  activeUntil: Timestamp | null;
  activeMembershipIds: string[];
  updatedAt: Timestamp;
}

export const standingRef = (db: Firestore, uid: string) => db.collection('standings').doc(uid);

/** The stored activeUntil; null without a document or an active membership. */
export async function storedActiveUntil(db: Firestore, uid: string): Promise<Date | null> {
  return dateOrNull((await standingRef(db, uid).get()).get('activeUntil'));
}
