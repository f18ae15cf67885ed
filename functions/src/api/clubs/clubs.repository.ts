import type { Firestore } from 'firebase-admin/firestore';

import { matchesClubSearch } from '../../domain/club-search';
import {
  activePublicClubs,
  clubSummaries,
  listedClubsQuery,
  readClubSummary,
  type ClubSummary,
  type PublicClubRecord,
} from '../../firestore/collections/clubs';

// Clubs written before searchPrefixes existed are found by a bounded scan instead.
const UNINDEXED_SCAN_LIMIT = 100;
// Clubs sharing a searched word; the caller's limit applies after the full term is matched.
const WORD_MATCH_LIMIT = 100;

export function clubsRepository(db: Firestore) {
  const listed = listedClubsQuery(db);

  return {
    get: (id: string): Promise<ClubSummary | null> => readClubSummary(db, id),

    /**
     * Approved and active clubs where `search` (already normalised) starts a word of the
     * name or the owner's name, through the indexed word prefixes (the search's first word)
     * and then the whole search; in no set order.
     */
    async findListed(search: string, limit: number): Promise<ClubSummary[]> {
      const query = search
        ? listed
            .where('searchPrefixes', 'array-contains', search.split(' ')[0])
            .limit(WORD_MATCH_LIMIT)
        : listed.orderBy('nameLower').limit(limit);
      const found = new Map<string, ClubSummary>();
      for (const club of await clubSummaries(query)) {
        if (matchesClubSearch(club, search)) found.set(club.id, club);
      }
      if (found.size < limit) {
        for (const club of await clubSummaries(listed.limit(UNINDEXED_SCAN_LIMIT))) {
          if (matchesClubSearch(club, search)) found.set(club.id, club);
        }
      }
      return [...found.values()];
    },

    /**
     * Clubs whose status is active, at most `limit`, in no set order; the caller decides
     * which of them count as active (dues, expiry, trash).
     */
    findActive: (limit: number): Promise<PublicClubRecord[]> => activePublicClubs(db, limit),
  };
}

export type ClubsRepository = ReturnType<typeof clubsRepository>;
