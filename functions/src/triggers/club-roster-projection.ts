import type { Firestore } from 'firebase-admin/firestore';

import { clubRosterEntryOf } from '../domain/club-roster';
import { readClubRosterSource } from '../firestore/collections/membership-views';

/**
 * Keeps clubRosters/{membershipId} in step with memberships/{membershipId}: an entry exists
 * exactly while the membership is live and names a club, and holds only what the club
 * owner's roster shows (domain/club-roster). It reads the membership as it is now rather than
 * the event's copy, so events delivered out of order still leave the latest state. Called by
 * the Firestore trigger; tests call it directly.
 */
export function clubRosterProjection(db: Firestore) {
  return {
    async membershipWritten(id: string) {
      const ref = db.collection('clubRosters').doc(id);
      const source = await readClubRosterSource(db, id);
      if (source) {
        await ref.set(clubRosterEntryOf(id, source));
      } else {
        await ref.delete();
      }
    },
  };
}
