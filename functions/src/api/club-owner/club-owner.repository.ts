import type { Firestore } from 'firebase-admin/firestore';

import { SEARCH_FIELD } from '../../domain/admin-listing';
import { searchToken } from '../../domain/search-text';
import { clubsOfOwner, type StoredClub } from '../../firestore/collections/clubs';
import { membershipsCollection, storedMembershipOf } from '../../firestore/collections/memberships';
import { queryPage, type PageRequest } from '../admin/listing/listing-query';

/** A club owner's view: their active club and the memberships that belong to it. */
export function clubOwnerRepository(db: Firestore) {
  const memberships = membershipsCollection(db);

  return {
    async activeClubOf(ownerUid: string): Promise<StoredClub | null> {
      const live = (await clubsOfOwner(db, ownerUid))
        .filter((club) => club.status === 'active')
        .filter((club) => !club.deletedAt)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      return live[0] ?? null;
    },

    /**
     * A page of the live memberships naming the club by id, by last and first name, searched
     * by the start of any word (search tokens). A typed-in school never counts: the club's
     * owner may rename the club, and a name must not hand them strangers' records.
     */
    async membersOf(club: StoredClub, search: string, page: PageRequest) {
      let query = memberships.where('clubId', '==', club.id).where('deletedAt', '==', null);
      if (search) query = query.where(SEARCH_FIELD, 'array-contains', searchToken(search));
      const ordered = query.orderBy('lastNameLower').orderBy('firstNameLower');
      const { docs, total } = await queryPage(memberships, ordered, page);
      return { members: docs.map((doc) => storedMembershipOf(doc.id, doc.data() ?? {})), total };
    },
  };
}

export type ClubOwnerRepository = ReturnType<typeof clubOwnerRepository>;
