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
    /** Queues the mail with the change; its document's id, for a record that names it. */
    queue(tx: Transaction, mail: MailDocument): string {
      const ref = collection.doc();
      tx.create(ref, stamped(mail));
      return ref.id;
    },

    /** For an email that reports no change of its own (a one-time link). */
    async send(mail: MailDocument) {
      await collection.add(stamped(mail));
    },
  };
}

export type MailOutbox = ReturnType<typeof mailOutbox>;
