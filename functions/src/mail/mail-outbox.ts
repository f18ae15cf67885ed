import type { Firestore, Transaction } from 'firebase-admin/firestore';

import { expiryOf } from '../domain/retention';

import type { MailDocument } from './mail-message';

/** Queues an email in the transaction of the change it reports, so both happen or neither. */
export function mailOutbox(db: Firestore, now: () => Date) {
  const collection = db.collection('mail');
  const stamped = (mail: MailDocument) => {
    const at = now();
    return { ...mail, queuedAt: at, expiresAt: expiryOf('mail', at) };
  };
  return {
    queue(tx: Transaction, mail: MailDocument) {
      tx.create(collection.doc(), stamped(mail));
    },

    /** For an email that reports no change of its own (a one-time link). */
    async send(mail: MailDocument) {
      await collection.add(stamped(mail));
    },
  };
}

export type MailOutbox = ReturnType<typeof mailOutbox>;
