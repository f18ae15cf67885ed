import type { Firestore } from 'firebase-admin/firestore';

import { membershipsCollection } from '../../firestore/collections/memberships';

/** What a wallet pass reads besides the card: who holds the membership. */
export function walletPassesRepository(db: Firestore) {
  return {
    /** The account holding a membership, or null when it does not exist or is removed. */
    async holderOf(membershipId: string): Promise<string | null> {
      const snapshot = await membershipsCollection(db).doc(membershipId).get();
      const data = snapshot.data();
      if (!snapshot.exists || !data || data.deletedAt) return null;
      return typeof data.accountUid === 'string' && data.accountUid ? data.accountUid : null;
    },
  };
}
