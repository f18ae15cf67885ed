import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';

import { matchesClubSearch } from '../../domain/club-search';
import { ACTIVE_STATUS, LISTED_CLUB_STATUSES } from '../../domain/status';
import { dateOrNull } from '../../firestore/dates';

import type { ClubSummary, PublicClubRecord } from './club.model';

// Clubs written before searchPrefixes existed are found by a bounded scan instead.
const UNINDEXED_SCAN_LIMIT = 100;
// Clubs sharing a searched word; the caller's limit applies after the full term is matched.
const WORD_MATCH_LIMIT = 100;

function summaryOf(id: string, data: DocumentData): ClubSummary | null {
  if (data.deletedAt) return null;
  return {
    id,
    name: String(data.clubInfo?.clubName ?? ''),
    ownerName: String(data.clubInfo?.clubOwnerName ?? ''),
    status: data.status,
  };
}

const PUBLIC_RECORD_FIELDS = [
  'clubInfo.clubName',
  'clubInfo.clubOwnerName',
  'clubInfo.clubAddress',
  'status',
  'paymentStatus',
  'expiresAt',
  'deletedAt',
];

function publicRecordOf(id: string, data: DocumentData): PublicClubRecord {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id,
    clubName: text(data.clubInfo?.clubName),
    clubOwnerName: text(data.clubInfo?.clubOwnerName),
    clubAddress: text(data.clubInfo?.clubAddress),
    status: text(data.status),
    paymentStatus: typeof data.paymentStatus === 'string' ? data.paymentStatus : null,
    expiresAt: dateOrNull(data.expiresAt),
    deletedAt: dateOrNull(data.deletedAt),
  };
}

async function summaries(query: Query): Promise<ClubSummary[]> {
  const snapshot = await query.get();
  return snapshot.docs.flatMap((doc) => summaryOf(doc.id, doc.data()) ?? []);
}

export function clubsRepository(db: Firestore) {
  const collection = db.collection('clubs');
  const listed = collection.where('status', 'in', LISTED_CLUB_STATUSES);

  return {
    async get(id: string): Promise<ClubSummary | null> {
      const snapshot = await collection.doc(id).get();
      const data = snapshot.data();
      return data ? summaryOf(snapshot.id, data) : null;
    },

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
      for (const club of await summaries(query)) {
        if (matchesClubSearch(club, search)) found.set(club.id, club);
      }
      if (found.size < limit) {
        for (const club of await summaries(listed.limit(UNINDEXED_SCAN_LIMIT))) {
          if (matchesClubSearch(club, search)) found.set(club.id, club);
        }
      }
      return [...found.values()];
    },

    /**
     * Clubs whose status is active, at most `limit`, in no set order; the caller decides
     * which of them count as active (dues, expiry, trash).
     */
    async findActive(limit: number): Promise<PublicClubRecord[]> {
      const snapshot = await collection
        .where('status', '==', ACTIVE_STATUS)
        // Never the logo (up to 5 MB each) nor contact details: only what is decided on.
        .select(...PUBLIC_RECORD_FIELDS)
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => publicRecordOf(doc.id, doc.data()));
    },
  };
}

export type ClubsRepository = ReturnType<typeof clubsRepository>;
