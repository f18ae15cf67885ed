import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import type { AuditEntry, AuditLog } from '../../audit/audit-log';
import { nullWhenNoSuchUser } from '../../claims/auth-errors';
import { erasePerson } from '../../erasure/erase-records';
import { accountsCollection, readAccount } from '../../firestore/collections/accounts';
import { clubsCollection, storedClubOf } from '../../firestore/collections/clubs';
import {
  accountMembershipsQuery,
  storedMembershipOf,
} from '../../firestore/collections/memberships';
import { paymentsCollection } from '../../firestore/collections/payments';
import { storedEntryOf } from '../../firestore/event-entry-records';

// Enough for any family's history: a handful of records, a payment and a few edits a year.
const AUDIT_PER_RECORD = 200;

/** Everything an account holds, read and erased in one place. */
export function dataRightsRepository(db: Firestore, auth: Auth, audit: AuditLog) {
  const accounts = accountsCollection(db);
  const clubs = clubsCollection(db);
  const payments = paymentsCollection(db);
  const entries = db.collection('eventEntries');

  async function holdings(uid: string) {
    const [membershipDocs, clubDocs, paymentDocs, entryDocs] = await Promise.all([
      accountMembershipsQuery(db, uid).get(),
      clubs.where('ownerUid', '==', uid).get(),
      payments.where('accountUid', '==', uid).get(),
      entries.where('accountUid', '==', uid).get(),
    ]);
    return { membershipDocs, clubDocs, paymentDocs, entryDocs };
  }

  return {
    async account(uid: string) {
      return readAccount(db, uid);
    },

    /** The account's own records, children's memberships included, and their history. */
    async everythingOf(uid: string) {
      const { membershipDocs, clubDocs, paymentDocs, entryDocs } = await holdings(uid);
      const liveMemberships = membershipDocs.docs
        .map((doc) => storedMembershipOf(doc.id, doc.data()))
        .filter((membership) => !membership.deletedAt);
      const liveClubs = clubDocs.docs
        .map((doc) => storedClubOf(doc.id, doc.data()))
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

    /** Erases the person (see erasePerson), then their sign-in. */
    async erase(
      uid: string,
      email: string,
      audited: Omit<AuditEntry, 'id' | 'recordId' | 'collection'>,
    ) {
      const erased = await erasePerson(db, uid, email, audited);
      await auth.deleteUser(uid).catch(nullWhenNoSuchUser);
      return erased;
    },
  };
}

export type DataRightsRepository = ReturnType<typeof dataRightsRepository>;
