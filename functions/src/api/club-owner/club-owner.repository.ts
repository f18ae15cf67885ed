import type { Firestore } from 'firebase-admin/firestore';

import { clubFromStored } from '../club-memberships/club-membership.mapper';
import type { ClubDoc } from '../club-memberships/club-membership.model';
import type { MembershipDoc } from '../memberships/membership.model';
import { fromStored } from '../memberships/memberships.repository';

// A club's roster is read whole to be searched and paged; this bounds it.
export const CLUB_ROSTER_LIMIT = 2_000;

/** A club owner's view: their active club and the memberships that belong to it. */
export function clubOwnerRepository(db: Firestore) {
  const clubs = db.collection('clubs');
  const memberships = db.collection('memberships');

  return {
    async activeClubOf(ownerUid: string): Promise<ClubDoc | null> {
      const snapshot = await clubs
        .where('ownerUid', '==', ownerUid)
        .where('status', '==', 'active')
        .get();
      const live = snapshot.docs
        .map((doc) => clubFromStored(doc.id, doc.data()))
        .filter((club) => !club.deletedAt)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      return live[0] ?? null;
    },

    /**
     * The live memberships naming the club by id. A typed-in school never counts: the club's
     * owner may rename the club, and a name must not hand them strangers' records.
     */
    async membersOf(club: ClubDoc): Promise<MembershipDoc[]> {
      const snapshot = await memberships
        .where('clubId', '==', club.id)
        .limit(CLUB_ROSTER_LIMIT)
        .get();
      return snapshot.docs
        .map((doc) => fromStored(doc.id, doc.data()))
        .filter((membership) => !membership.deletedAt);
    },
  };
}

export type ClubOwnerRepository = ReturnType<typeof clubOwnerRepository>;
