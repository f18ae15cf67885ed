import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

import type { AuditEntry, AuditLog } from '../../audit/audit-log';
import { nullWhenNoSuchUser } from '../../claims/auth-errors';
import {
  CLUB_OWNER_PERSONAL_FIELDS,
  EVENT_ENTRY_PERSONAL_FIELDS,
  MEMBERSHIP_PERSONAL_FIELDS,
  PAYMENT_PERSONAL_FIELDS,
} from '../../domain/erasure';
import { PLACE_HOLDING, type EntryStatus } from '../../domain/events/event-entries';
import { storedEntryOf } from '../../firestore/event-entry-records';
import { fromStored as accountFromStored } from '../accounts/accounts.repository';
import { clubFromStored } from '../club-memberships/club-membership.mapper';
import { fromStored as membershipFromStored } from '../memberships/memberships.repository';

// Enough for any family's history: a handful of records, a payment and a few edits a year.
const AUDIT_PER_RECORD = 200;

/** Everything an account holds, read and erased in one place. */
export function dataRightsRepository(db: Firestore, auth: Auth, audit: AuditLog) {
  const accounts = db.collection('accounts');
  const memberships = db.collection('memberships');
  const clubs = db.collection('clubs');
  const payments = db.collection('payments');
  const entries = db.collection('eventEntries');

  async function holdings(uid: string) {
    const [membershipDocs, clubDocs, paymentDocs, entryDocs] = await Promise.all([
      memberships.where('accountUid', '==', uid).get(),
      clubs.where('ownerUid', '==', uid).get(),
      payments.where('accountUid', '==', uid).get(),
      entries.where('accountUid', '==', uid).get(),
    ]);
    return { membershipDocs, clubDocs, paymentDocs, entryDocs };
  }

  return {
    async account(uid: string) {
      const data = (await accounts.doc(uid).get()).data();
      return data ? accountFromStored(data) : null;
    },

    /** The account's own records, children's memberships included, and their history. */
    async everythingOf(uid: string) {
      const { membershipDocs, clubDocs, paymentDocs, entryDocs } = await holdings(uid);
      const liveMemberships = membershipDocs.docs
        .map((doc) => membershipFromStored(doc.id, doc.data()))
        .filter((membership) => !membership.deletedAt);
      const liveClubs = clubDocs.docs
        .map((doc) => clubFromStored(doc.id, doc.data()))
        .filter((club) => !club.deletedAt);
      const recordIds = [uid, ...liveMemberships.map((m) => m.id), ...liveClubs.map((c) => c.id)];
      const history = await Promise.all(
        recordIds.map((id) => audit.forRecord(id, AUDIT_PER_RECORD)),
      );
      return {
        memberships: liveMemberships,
        clubs: liveClubs,
        payments: paymentDocs.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
        eventEntries: entryDocs.docs.map((doc) => storedEntryOf(doc.id, doc.data())),
        auditEntries: history.flat().sort((a, b) => a.at.getTime() - b.at.getTime()),
      };
    },

    async markDeletionRequested(uid: string, at: Date | null) {
      await accounts.doc(uid).update({ deletionRequestedAt: at, updatedAt: at ?? new Date() });
    },

    /**
     * Erases the person: their account document and sign-in, the personal fields of every
     * membership and club they hold (trashed, so nobody but administrators sees the husk),
     * their directory entries and queued mail; payments lose the payer's id. One batch, so
     * a failure leaves nothing half-erased in Firestore; the sign-in goes last.
     */
    async erase(uid: string, email: string, audited: Omit<AuditEntry, 'id' | 'recordId'>) {
      const { membershipDocs, clubDocs, paymentDocs, entryDocs } = await holdings(uid);
      const mail = email ? await db.collection('mail').where('to', '==', email).get() : null;
      const at = audited.at;
      const batch = db.batch();
      batch.delete(accounts.doc(uid));
      // A membership or club keeps its shell, cancelled and trashed, with no one in it.
      const blank = (
        records: typeof membershipDocs,
        personal: Record<string, unknown>,
        projection: string,
      ) => {
        for (const doc of records.docs) {
          batch.update(doc.ref, {
            ...personal,
            status: 'cancelled',
            deletedAt: doc.get('deletedAt') ?? at,
            erasedAt: at,
            updatedAt: at,
          });
          batch.delete(db.collection(projection).doc(doc.id));
        }
      };
      blank(membershipDocs, MEMBERSHIP_PERSONAL_FIELDS, 'directory');
      blank(clubDocs, CLUB_OWNER_PERSONAL_FIELDS, 'directoryClubs');
      for (const doc of paymentDocs.docs) {
        batch.update(doc.ref, { ...PAYMENT_PERSONAL_FIELDS, erasedAt: at });
      }
      // An entry leaves its event's roster and gives back its place or its waiting turn.
      for (const doc of entryDocs.docs) {
        const status = doc.get('status') as EntryStatus;
        batch.update(doc.ref, {
          ...EVENT_ENTRY_PERSONAL_FIELDS,
          status: 'withdrawn',
          withdrawnAt: doc.get('withdrawnAt') ?? at,
          erasedAt: at,
          updatedAt: at,
        });
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
      for (const doc of mail?.docs ?? []) batch.delete(doc.ref);
      batch.create(db.collection('auditLog').doc(), { ...audited, recordId: uid });
      await batch.commit();
      await auth.deleteUser(uid).catch(nullWhenNoSuchUser);
      return {
        memberships: membershipDocs.size,
        clubs: clubDocs.size,
        payments: paymentDocs.size,
        event_entries: entryDocs.size,
        mail: mail?.size ?? 0,
      };
    },
  };
}

export type DataRightsRepository = ReturnType<typeof dataRightsRepository>;
