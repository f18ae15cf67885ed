import type { Firestore } from 'firebase-admin/firestore';

import type { AccountDoc } from './account.model';

const ALREADY_EXISTS = 6;

export function accountsRepository(db: Firestore) {
  const collection = db.collection('accounts');
  return {
    async get(uid: string): Promise<AccountDoc | null> {
      const snapshot = await collection.doc(uid).get();
      const account = snapshot.data() as AccountDoc | undefined;
      return account && !account.deletedAt ? account : null;
    },

    /** Creates the document; false when one already exists (even soft-deleted). */
    async create(account: AccountDoc): Promise<boolean> {
      try {
        await collection.doc(account.uid).create(account);
        return true;
      } catch (err) {
        if ((err as { code?: number }).code === ALREADY_EXISTS) return false;
        throw err;
      }
    },

    async update(uid: string, changes: Partial<AccountDoc>): Promise<AccountDoc | null> {
      return db.runTransaction(async (tx) => {
        const ref = collection.doc(uid);
        const current = (await tx.get(ref)).data() as AccountDoc | undefined;
        if (!current || current.deletedAt) return null;
        tx.update(ref, changes);
        return { ...current, ...changes };
      });
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
