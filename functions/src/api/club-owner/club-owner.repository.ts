import type { Firestore } from 'firebase-admin/firestore';

import { normaliseForSearch } from '../../domain/search-text';
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
     * Memberships naming the club by id, and those from before club ids whose current
     * school is the club's name (compared normalised); live ones only.
     */
    async membersOf(club: ClubDoc): Promise<MembershipDoc[]> {
      const [byId, bySchool] = await Promise.all([
        memberships.where('clubId', '==', club.id).limit(CLUB_ROSTER_LIMIT).get(),
        memberships
          .where('schoolLower', '==', normaliseForSearch(club.clubInfo.clubName))
          .limit(CLUB_ROSTER_LIMIT)
          .get(),
      ]);
      const found = new Map<string, MembershipDoc>();
      for (const doc of [...byId.docs, ...bySchool.docs]) {
        const membership = fromStored(doc.id, doc.data());
        const otherClub = membership.clubId !== null && membership.clubId !== club.id;
        if (!membership.deletedAt && !otherClub) found.set(doc.id, membership);
      }
      return [...found.values()];
    },
  };
}

export type ClubOwnerRepository = ReturnType<typeof clubOwnerRepository>;
