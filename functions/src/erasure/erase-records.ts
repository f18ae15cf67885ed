import {
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';

import type { AuditCollection, AuditEntry } from '../audit/audit-log';
import {
  CLUB_OWNER_PERSONAL_FIELDS,
  EVENT_ENTRY_PERSONAL_FIELDS,
  MEMBERSHIP_PERSONAL_FIELDS,
  PAYMENT_PERSONAL_FIELDS,
} from '../domain/erasure';
import { PLACE_HOLDING, type EntryStatus } from '../domain/events/event-entries';
import { ownerClubsQuery } from '../firestore/collections/clubs';
import { accountMembershipsQuery } from '../firestore/collections/memberships';
import { paymentsCollection } from '../firestore/collections/payments';

/** What erasing one person removed, by kind of record. */
export interface ErasedCounts {
  memberships: number;
  clubs: number;
  payments: number;
  event_entries: number;
  mail: number;
}

type Audited = Omit<AuditEntry, 'id' | 'recordId' | 'collection'>;

/**
 * A record erased where it stands: its personal fields blanked, closed with `status` (the
 * moment it first closed, in `closedAt`, kept; else now) and marked erased.
 */
function blankClosed(
  batch: WriteBatch,
  doc: DocumentSnapshot,
  personal: Record<string, unknown>,
  closed: { status: 'cancelled' | 'withdrawn'; closedAt: 'deletedAt' | 'withdrawnAt' },
  at: Date,
) {
  batch.update(doc.ref, {
    ...personal,
    status: closed.status,
    [closed.closedAt]: doc.get(closed.closedAt) ?? at,
    erasedAt: at,
    updatedAt: at,
  });
}

/** A membership or club keeps its shell, cancelled and trashed, with no one in it. */
function blankRecord(
  batch: WriteBatch,
  doc: DocumentSnapshot,
  personal: Record<string, unknown>,
  projection: string,
  at: Date,
) {
  blankClosed(batch, doc, personal, { status: 'cancelled', closedAt: 'deletedAt' }, at);
  batch.delete(doc.ref.firestore.collection(projection).doc(doc.id));
}

/** An entry leaves its event's roster and gives back its place or its waiting turn. */
function blankEntries(batch: WriteBatch, db: Firestore, entries: QuerySnapshot, at: Date) {
  for (const doc of entries.docs) {
    const status = doc.get('status') as EntryStatus;
    const withdrawn = { status: 'withdrawn', closedAt: 'withdrawnAt' } as const;
    blankClosed(batch, doc, EVENT_ENTRY_PERSONAL_FIELDS, withdrawn, at);
    const count = PLACE_HOLDING.includes(status)
      ? 'entryCounts.entered'
      : status === 'waiting'
        ? 'entryCounts.waiting'
        : null;
    if (count) {
      batch.update(db.doc(`events/${String(doc.get('eventId'))}`), {
        [count]: FieldValue.increment(-1),
      });
    }
  }
}

const audit = (
  batch: WriteBatch,
  db: Firestore,
  collection: AuditCollection,
  recordId: string,
  audited: Audited,
) => batch.create(db.collection('auditLog').doc(), { ...audited, collection, recordId });

/**
 * Erases a person from Firestore: their account document, the personal fields of every
 * membership and club they hold (trashed, so nobody but administrators sees the husk),
 * their directory entries, event entries, queued mail, mail preferences and the records of
 * the announcements sent to them; payments lose the payer's id and the entrant's name;
 * memberships they could read after a handover no longer name them. One batch, so a failure
 * leaves nothing half-erased. The sign-in is the caller's to delete, after this.
 */
export async function erasePerson(
  db: Firestore,
  uid: string,
  email: string,
  audited: Audited,
): Promise<ErasedCounts> {
  const [memberships, readable, clubs, payments, entries, mail, announcementsSent] =
    await Promise.all([
      accountMembershipsQuery(db, uid).get(),
      db.collection('memberships').where('parentReaderUid', '==', uid).get(),
      ownerClubsQuery(db, uid).get(),
      paymentsCollection(db).where('accountUid', '==', uid).get(),
      db.collection('eventEntries').where('accountUid', '==', uid).get(),
      email ? db.collection('mail').where('to', '==', email).get() : null,
      // Each announcement's record of who it went to holds the address it went to.
      db.collection('announcementRecipients').where('uid', '==', uid).get(),
    ]);
  const at = audited.at;
  const batch = db.batch();
  batch.delete(db.doc(`accounts/${uid}`));
  for (const doc of memberships.docs) {
    blankRecord(batch, doc, MEMBERSHIP_PERSONAL_FIELDS, 'directory', at);
  }
  // Memberships handed over to an athlete who let this parent keep reading them: the
  // athlete keeps theirs, the erased parent's access (and uid) goes.
  for (const doc of readable.docs) {
    batch.update(doc.ref, { parentReaderUid: null, updatedAt: at });
    audit(batch, db, 'memberships', doc.id, { ...audited, changedFields: ['parentReaderUid'] });
  }
  for (const doc of clubs.docs)
    blankRecord(batch, doc, CLUB_OWNER_PERSONAL_FIELDS, 'directoryClubs', at);
  for (const doc of payments.docs) {
    batch.update(doc.ref, { ...PAYMENT_PERSONAL_FIELDS, erasedAt: at });
  }
  blankEntries(batch, db, entries, at);
  for (const doc of mail?.docs ?? []) batch.delete(doc.ref);
  for (const doc of announcementsSent.docs) batch.delete(doc.ref);
  batch.delete(db.doc(`mailPreferences/${uid}`));
  audit(batch, db, 'accounts', uid, audited);
  await batch.commit();
  return {
    memberships: memberships.size,
    clubs: clubs.size,
    payments: payments.size,
    event_entries: entries.size,
    mail: mail?.size ?? 0,
  };
}

/**
 * Erases one trashed membership: its person's fields, its directory entry, its event
 * entries and the entrant's name on what paid for them. The payer stays: it is an account's.
 */
export async function eraseMembership(db: Firestore, doc: DocumentSnapshot, audited: Audited) {
  const [entries, payments] = await Promise.all([
    db.collection('eventEntries').where('membershipId', '==', doc.id).get(),
    paymentsCollection(db).where('entryMembershipId', '==', doc.id).get(),
  ]);
  const batch = db.batch();
  blankRecord(batch, doc, MEMBERSHIP_PERSONAL_FIELDS, 'directory', audited.at);
  blankEntries(batch, db, entries, audited.at);
  for (const payment of payments.docs) batch.update(payment.ref, { entrantName: null });
  audit(batch, db, 'memberships', doc.id, audited);
  await batch.commit();
}

/** Erases one trashed club: its owner's contact details, logo and directory entry. */
export async function eraseClub(db: Firestore, doc: DocumentSnapshot, audited: Audited) {
  const batch = db.batch();
  blankRecord(batch, doc, CLUB_OWNER_PERSONAL_FIELDS, 'directoryClubs', audited.at);
  audit(batch, db, 'clubs', doc.id, audited);
  await batch.commit();
}
