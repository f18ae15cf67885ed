import type { Firestore } from 'firebase-admin/firestore';

import { clubRosterEntryOf } from '../domain/club-roster';

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
      const data = (await db.collection('memberships').doc(id).get()).data();
      if (data && !data.deletedAt && typeof data.clubId === 'string' && data.clubId) {
        const names = {
          firstName: String(data.firstName ?? ''),
          lastName: String(data.lastName ?? ''),
        };
        await ref.set(clubRosterEntryOf(id, { ...data, ...names }));
      } else {
        await ref.delete();
      }
    },
  };
}
