import type { Firestore, Transaction } from 'firebase-admin/firestore';

import { expiryOf } from '../domain/retention';

import type { MailDocument } from './mail-message';

/** Queues an email in the transaction of the change it reports, so both happen or neither. */
export function mailOutbox(db: Firestore, now: () => Date) {
  const collection = db.collection('mail');
  return {
    queue(tx: Transaction, mail: MailDocument) {
      tx.create(collection.doc(), { ...mail, expiresAt: expiryOf('mail', now()) });
    },

    /** For an email that reports no change of its own (a one-time link). */
    async send(mail: MailDocument) {
      await collection.add({ ...mail, expiresAt: expiryOf('mail', now()) });
    },
  };
}

export type MailOutbox = ReturnType<typeof mailOutbox>;
