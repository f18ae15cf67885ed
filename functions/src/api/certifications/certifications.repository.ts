import type { Firestore, Query } from 'firebase-admin/firestore';

import type { AuditLog } from '../../audit/audit-log';
import type { CertificationInput } from '../../domain/schemas/certification';
import {
  CERTIFICATIONS,
  storedCertificationOf,
  type StoredCertification,
} from '../../firestore/collections/certifications';
import { readMembershipIn } from '../../firestore/collections/memberships';

export interface CertificationsPage {
  certifications: StoredCertification[];
  nextCursor: string | null;
}

/** certifications/{id}: recorded and removed with their audit entry, one transaction each. */
export function certificationsRepository(db: Firestore, audit: AuditLog) {
  const collection = db.collection(CERTIFICATIONS);
  const all = (query: Query) =>
    query
      .get()
      .then((snapshot) => snapshot.docs.map((doc) => storedCertificationOf(doc.id, doc.data())));

  return {
    /** Records one for a live membership; null when there is no such membership. */
    async record(
      membershipId: string,
      input: CertificationInput,
      actorUid: string,
      at: Date,
    ): Promise<StoredCertification | null> {
      const ref = collection.doc();
      return db.runTransaction(async (tx) => {
        const membership = await readMembershipIn(tx, db, membershipId);
        if (!membership || membership.deletedAt) return null;
        const stored: StoredCertification = {
          id: ref.id,
          membershipId,
          ownerUid: membership.accountUid,
          kind: input.kind,
          documentReference: input.document_reference,
          issuedOn: input.issued_on ?? null,
          expiresOn: input.expires_on,
          level: input.kind === 'referee_licence' ? (input.level ?? null) : null,
          recordedBy: actorUid,
          reminderSentFor: null,
          createdAt: at,
          updatedAt: at,
          deletedAt: null,
          deletedBy: null,
        };
        const { id: _id, ...fields } = stored;
        tx.create(ref, fields);
        audit.record(tx, {
          actorUid,
          at,
          collection: 'certifications',
          recordId: ref.id,
          action: 'create',
          changedFields: Object.keys(fields).sort(),
        });
        return stored;
      });
    },

    /** Soft-deletes one (kept for the audit log); null when there is none live. */
    async remove(id: string, actorUid: string, at: Date): Promise<StoredCertification | null> {
      const ref = collection.doc(id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return null;
        const current = storedCertificationOf(id, snapshot.data() ?? {});
        if (current.deletedAt) return null;
        tx.update(ref, { deletedAt: at, deletedBy: actorUid, updatedAt: at });
        audit.record(tx, {
          actorUid,
          at,
          collection: 'certifications',
          recordId: id,
          action: 'soft_delete',
          changedFields: ['deletedAt', 'deletedBy'],
        });
        return { ...current, deletedAt: at, deletedBy: actorUid, updatedAt: at };
      });
    },

    /** A page of one membership's live certifications, latest expiry first. */
    async page(membershipId: string, limit: number, after?: string): Promise<CertificationsPage> {
      let query = collection
        .where('membershipId', '==', membershipId)
        .where('deletedAt', '==', null)
        .orderBy('expiresOn', 'desc');
      if (after) {
        const last = await collection.doc(after).get();
        if (last.exists) query = query.startAfter(last);
      }
      const found = await all(query.limit(limit + 1));
      const certifications = found.slice(0, limit);
      const nextCursor = found.length > limit ? (certifications.at(-1)?.id ?? null) : null;
      return { certifications, nextCursor };
    },

    /** The live certifications of the account's memberships. */
    ofOwner: (uid: string) =>
      all(collection.where('ownerUid', '==', uid).where('deletedAt', '==', null)),

    /** Whether the membership exists and is live (a page of none is then still an answer). */
    async membershipIsLive(membershipId: string): Promise<boolean> {
      const snapshot = await db.collection('memberships').doc(membershipId).get();
      return snapshot.exists && snapshot.get('deletedAt') == null;
    },
  };
}

export type CertificationsRepository = ReturnType<typeof certificationsRepository>;
