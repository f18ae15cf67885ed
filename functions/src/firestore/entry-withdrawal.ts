import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';

import { PLACE_HOLDING } from '../domain/events/event-entries';
import { eventEntryEmail, type EntryEmailKind } from '../mail/event-entry-emails';
import type { MailOutbox } from '../mail/mail-outbox';

import { writeEntryCounts, type StoredEvent } from './collections/events';
import {
  entryRecipient,
  eventTitleIn,
  storedEntryOf,
  type StoredEntry,
} from './event-entry-records';

type Recipient = Awaited<ReturnType<typeof entryRecipient>>;

/** Queues one of an entry's emails to the household owner, when they have an address. */
export function queueEntryMail(
  mail: MailOutbox,
  tx: Transaction,
  recipient: Recipient,
  kind: EntryEmailKind,
  event: StoredEvent,
  entry: Pick<StoredEntry, 'firstName' | 'lastName'>,
  amountCents: number,
) {
  if (!recipient) return;
  mail.queue(
    tx,
    eventEntryEmail(recipient.language, {
      to: recipient.to,
      kind,
      name: `${entry.firstName} ${entry.lastName}`.trim(),
      eventTitle: eventTitleIn(event, recipient.language),
      eventDate: event.date,
      amountCents,
    }),
  );
}

/**
 * Withdrawing an entry inside a caller's transaction, however it comes (the member, an unpaid
 * hold running out, a refund or a lost chargeback of its fee): its place (or waiting spot) is
 * freed and a freed place is offered to the first entry waiting, entered at once when it has
 * no fee to pay. Reads now; `apply` writes, after every read of the transaction.
 */
export async function prepareWithdrawal(
  db: Firestore,
  tx: Transaction,
  entry: StoredEntry,
  event: StoredEvent,
) {
  const entries = db.collection('eventEntries');
  const freesPlace = PLACE_HOLDING.includes(entry.status);
  const waitingSnap = freesPlace
    ? await tx.get(
        entries
          .where('eventId', '==', entry.eventId)
          .where('status', '==', 'waiting')
          .orderBy('createdAt', 'asc')
          .limit(1),
      )
    : null;
  const next = waitingSnap?.docs[0]
    ? storedEntryOf(waitingSnap.docs[0].id, waitingSnap.docs[0].data())
    : null;
  const recipient = await entryRecipient(db, tx, entry.accountUid);
  const nextRecipient = next ? await entryRecipient(db, tx, next.accountUid) : null;

  return {
    apply({
      at,
      mail,
      changes = {},
      email,
    }: {
      at: Date;
      mail: MailOutbox;
      /** What else the withdrawal changes on the entry (a refund, a dispute). */
      changes?: DocumentData;
      /** The member's email, or null for none. */
      email: { kind: EntryEmailKind; amountCents: number } | null;
    }): { offered: StoredEntry | null } {
      const counts = { ...event.entryCounts };
      if (freesPlace) counts.entered -= 1;
      else counts.waiting -= 1;
      tx.update(entries.doc(entry.id), {
        status: 'withdrawn',
        withdrawnAt: at,
        updatedAt: at,
        ...changes,
      });
      if (email) queueEntryMail(mail, tx, recipient, email.kind, event, entry, email.amountCents);
      let offered: StoredEntry | null = null;
      if (next) {
        counts.waiting -= 1;
        counts.entered += 1;
        const status = next.feeCents > 0 ? 'offered' : 'entered';
        tx.update(entries.doc(next.id), { status, offeredAt: at, updatedAt: at });
        queueEntryMail(mail, tx, nextRecipient, 'offered', event, next, next.feeCents);
        offered = { ...next, status, offeredAt: at };
      }
      writeEntryCounts(tx, db, event.id, counts);
      return { offered };
    },
  };
}
