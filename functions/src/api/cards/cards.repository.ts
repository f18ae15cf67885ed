import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';

import {
  CARDLESS_STATUSES,
  cardRevocationHorizon,
  revokesCards,
  type CardStanding,
} from '../../domain/member-card';
import { clubsCollection, clubsOfOwner, storedClubOf } from '../../firestore/collections/clubs';
import {
  accountMembershipsQuery,
  membershipsCollection,
  storedMembershipOf,
  type StoredMembership,
} from '../../firestore/collections/memberships';
import { dateOrNull } from '../../firestore/dates';

/** A membership as cards read it: the stored record and the moment its dues were refunded. */
export type CardRecord = StoredMembership & CardStanding;

const cardRecordOf = (id: string, data: DocumentData): CardRecord => ({
  ...storedMembershipOf(id, data),
  // Written by a full refund of its dues (payments/settlement/refunded), read by cards only.
  refundedAt: dateOrNull(data.refundedAt),
});

/**
 * Each query of the revocation list reads at most this many records: far above the
 * association's closed memberships within a card's lifetime, and a bound whatever happens.
 */
export const REVOCATION_QUERY_LIMIT = 5000;

// What the revocation list needs of a record; the rest is never read.
const REVOCATION_FIELDS = [
  'memberId',
  'status',
  'paymentStatus',
  'expiresAt',
  'deletedAt',
  'refundedAt',
];

export function cardsRepository(db: Firestore) {
  const memberships = membershipsCollection(db);

  async function standingsOf(query: Query, now: Date) {
    const snapshot = await query
      .select(...REVOCATION_FIELDS)
      .limit(REVOCATION_QUERY_LIMIT)
      .get();
    if (snapshot.size >= REVOCATION_QUERY_LIMIT) {
      console.error(
        `The card revocation list read ${REVOCATION_QUERY_LIMIT} records of one query: raise REVOCATION_QUERY_LIMIT, some revoked cards may be missing.`,
      );
    }
    return snapshot.docs.flatMap((doc) => {
      const data = doc.data();
      const standing: CardStanding = {
        status: String(data.status ?? ''),
        paymentStatus: data.paymentStatus ?? null,
        memberId: typeof data.memberId === 'string' && data.memberId ? data.memberId : null,
        expiresAt: dateOrNull(data.expiresAt),
        deletedAt: dateOrNull(data.deletedAt),
        refundedAt: dateOrNull(data.refundedAt),
      };
      return standing.memberId && revokesCards(standing, now) ? [standing.memberId] : [];
    });
  }

  return {
    /** The memberships an account holds, its children's included, deleted ones too. */
    async ofAccount(accountUid: string): Promise<CardRecord[]> {
      const snapshot = await accountMembershipsQuery(db, accountUid).get();
      return snapshot.docs.map((doc) => cardRecordOf(doc.id, doc.data()));
    },

    /** The record holding a member ID, the live one first; null when none does. */
    async byMemberId(memberId: string): Promise<CardRecord | null> {
      const snapshot = await memberships.where('memberId', '==', memberId).limit(5).get();
      const records = snapshot.docs.map((doc) => cardRecordOf(doc.id, doc.data()));
      return records.find((record) => !record.deletedAt) ?? records[0] ?? null;
    },

    /** The names of the clubs with these ids that exist and are not removed. */
    async clubNames(ids: readonly string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const snapshots = await db.getAll(...unique.map((id) => clubsCollection(db).doc(id)));
      return new Map(
        snapshots.flatMap((snapshot) => {
          if (!snapshot.exists) return [];
          const club = storedClubOf(snapshot.id, snapshot.data() ?? {});
          return club.deletedAt || !club.clubInfo.clubName
            ? []
            : [[club.id, club.clubInfo.clubName]];
        }),
      );
    },

    /** The clubs an account owns, removed ones too. */
    ownedClubs: (uid: string) => clubsOfOwner(db, uid),

    /**
     * The member IDs whose cards are refused, from three bounded queries, each served by an
     * index: not active with an expiry still to come (status, expiresAt), not active with
     * dues refunded within a card's lifetime (status, refundedAt), and removed within it
     * (deletedAt). The domain's revokesCards has the last word on each record.
     */
    async revokedMemberIds(now: Date): Promise<string[]> {
      const horizon = cardRevocationHorizon(now);
      const lists = await Promise.all([
        standingsOf(
          memberships.where('status', 'in', CARDLESS_STATUSES).where('expiresAt', '>', now),
          now,
        ),
        standingsOf(
          memberships.where('status', 'in', CARDLESS_STATUSES).where('refundedAt', '>=', horizon),
          now,
        ),
        standingsOf(memberships.where('deletedAt', '>=', horizon), now),
      ]);
      return [...new Set(lists.flat())].sort();
    },
  };
}

export type CardsRepository = ReturnType<typeof cardsRepository>;
