import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';

import { matchesClubSearch } from '../../domain/club-search';
import { prefixRangeEnd } from '../../domain/search-text';
import { LISTED_CLUB_STATUSES } from '../../domain/status';

import type { ClubSummary } from './club.model';

// Clubs written before nameLower/ownerNameLower existed are found by a bounded scan instead.
const UNINDEXED_SCAN_LIMIT = 100;

function summaryOf(id: string, data: DocumentData): ClubSummary | null {
  if (data.deletedAt) return null;
  return {
    id,
    name: String(data.clubInfo?.clubName ?? ''),
    ownerName: String(data.clubInfo?.clubOwnerName ?? ''),
    status: data.status,
  };
}

async function summaries(query: Query): Promise<ClubSummary[]> {
  const snapshot = await query.get();
  return snapshot.docs.flatMap((doc) => summaryOf(doc.id, doc.data()) ?? []);
}

export function clubsRepository(db: Firestore) {
  const collection = db.collection('clubs');
  const listed = collection.where('status', 'in', LISTED_CLUB_STATUSES);

  function byPrefix(field: 'nameLower' | 'ownerNameLower', prefix: string, limit: number) {
    return listed
      .where(field, '>=', prefix)
      .where(field, '<=', prefixRangeEnd(prefix))
      .orderBy(field)
      .limit(limit);
  }

  return {
    async get(id: string): Promise<ClubSummary | null> {
      const snapshot = await collection.doc(id).get();
      const data = snapshot.data();
      return data ? summaryOf(snapshot.id, data) : null;
    },

    /**
     * Approved and active clubs whose name or owner's name starts with `prefix` (already
     * normalised), through the indexed lower-case fields; at most `limit`, in no set order.
     */
    async findListed(prefix: string, limit: number): Promise<ClubSummary[]> {
      const queries = prefix
        ? [byPrefix('nameLower', prefix, limit), byPrefix('ownerNameLower', prefix, limit)]
        : [listed.orderBy('nameLower').limit(limit)];
      const found = new Map<string, ClubSummary>();
      for (const club of (await Promise.all(queries.map(summaries))).flat()) {
        found.set(club.id, club);
      }
      if (found.size < limit) {
        for (const club of await summaries(listed.limit(UNINDEXED_SCAN_LIMIT))) {
          if (matchesClubSearch(club, prefix)) found.set(club.id, club);
        }
      }
      return [...found.values()];
    },
  };
}

export type ClubsRepository = ReturnType<typeof clubsRepository>;
