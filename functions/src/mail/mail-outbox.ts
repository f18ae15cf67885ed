import type { Firestore, Transaction } from 'firebase-admin/firestore';

import type { MailDocument } from './mail-message';

/** Queues an email in the transaction of the change it reports, so both happen or neither. */
export function mailOutbox(db: Firestore) {
  const collection = db.collection('mail');
  return {
    queue(tx: Transaction, mail: MailDocument) {
      tx.create(collection.doc(), mail);
    },
  };
}

export type MailOutbox = ReturnType<typeof mailOutbox>;
