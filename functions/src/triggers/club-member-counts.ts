import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';

/** clubMemberCounts/{clubId}: { clubId, members }, the club's active memberships. */
export const CLUB_MEMBER_COUNTS = 'clubMemberCounts';
/** clubMemberCountMarks/{membershipId}: { clubId }, the club a membership is counted in. */
export const CLUB_MEMBER_COUNT_MARKS = 'clubMemberCountMarks';

/** The club a membership counts in: live, active and naming a club; else null. */
export function countedClubOf(membership: DocumentData | undefined): string | null {
  if (!membership || membership.deletedAt != null || membership.status !== 'active') return null;
  return typeof membership.clubId === 'string' && membership.clubId ? membership.clubId : null;
}

/**
 * Keeps clubMemberCounts, the board dashboard's members by club, in step with memberships:
 * each membership is counted in at most one club, the one its mark names. In a transaction
 * it reads the membership as it is now and its mark, and moves the count only when they
 * differ, so a retried or out-of-order event counts nothing twice. Called by the Firestore
 * trigger; tests call it directly.
 */
export function clubMemberCounts(db: Firestore) {
  const counts = db.collection(CLUB_MEMBER_COUNTS);
  return {
    async membershipWritten(id: string) {
      const markRef = db.collection(CLUB_MEMBER_COUNT_MARKS).doc(id);
      await db.runTransaction(async (tx) => {
        const [membership, mark] = await Promise.all([
          tx.get(db.collection('memberships').doc(id)),
          tx.get(markRef),
        ]);
        const wanted = countedClubOf(membership.data());
        const counted = (mark.get('clubId') as string | undefined) ?? null;
        if (wanted === counted) return;
        if (counted) {
          tx.set(
            counts.doc(counted),
            { clubId: counted, members: FieldValue.increment(-1) },
            { merge: true },
          );
        }
        if (wanted) {
          tx.set(
            counts.doc(wanted),
            { clubId: wanted, members: FieldValue.increment(1) },
            { merge: true },
          );
          tx.set(markRef, { clubId: wanted });
        } else {
          tx.delete(markRef);
        }
      });
    },
  };
}
