import { FieldPath, FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';

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

  async function membershipWritten(id: string) {
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
  }

  return {
    membershipWritten,
    /**
     * Counts the memberships stored before the trigger existed (a maintenance run, reading
     * each membership once, a page at a time); safe to run again, and while the trigger runs.
     * Resolves to the number of memberships looked at.
     */
    async backfill(pageSize = 300): Promise<number> {
      let seen = 0;
      let after: string | null = null;
      for (;;) {
        let query = db
          .collection('memberships')
          .orderBy(FieldPath.documentId())
          .select()
          .limit(pageSize);
        if (after) query = query.startAfter(after);
        const page = await query.get();
        // One at a time: transactions on the same club's counter would contend.
        for (const doc of page.docs) await membershipWritten(doc.id);
        seen += page.size;
        const last = page.docs.at(-1);
        if (page.size < pageSize || !last) return seen;
        after = last.id;
      }
    },
  };
}
