import type { CollectionReference, Firestore, Transaction } from 'firebase-admin/firestore';

/**
 * Reading one document by id through its collection's converter, outside or inside a
 * transaction: the record, or null when there is none. Each collection module names them.
 */
export function documentReaders<T>(collection: (db: Firestore) => CollectionReference<T>) {
  return {
    read: async (db: Firestore, id: string): Promise<T | null> =>
      (await collection(db).doc(id).get()).data() ?? null,
    readIn: async (tx: Transaction, db: Firestore, id: string): Promise<T | null> =>
      (await tx.get(collection(db).doc(id))).data() ?? null,
  };
}
