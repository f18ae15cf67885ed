import type { Firestore } from 'firebase-admin/firestore';

import type { AuditAction, AuditLog } from '../../../audit/audit-log';
import { MEMBERSHIP_LISTING } from '../../../domain/admin-listing';
import { changedFieldNames } from '../../../domain/audit-diff';
import { CONTENDED } from '../../firestore/contention';
import type { MembershipDoc } from '../../memberships/membership.model';
import { fromStored, searchFields } from '../../memberships/memberships.repository';
import { allPages, listPage, type ListingRequest } from '../listing/listing-query';

import { NOT_AUDITED } from './membership-changes';

/** Decides the changes from the current record inside the transaction; throws to refuse. */
export type MembershipDecision = (current: MembershipDoc) => Partial<MembershipDoc>;

export function adminMembershipsRepository(db: Firestore, audit: AuditLog) {
  const collection = db.collection('memberships');

  return {
    async list(request: ListingRequest, page: { skip: number; limit: number }) {
      const { docs, total } = await listPage(db, collection, MEMBERSHIP_LISTING, request, page);
      return { memberships: docs.map((doc) => fromStored(doc.id, doc.data() ?? {})), total };
    },

    async *pages(request: ListingRequest, pageSize: number) {
      for await (const docs of allPages(db, collection, MEMBERSHIP_LISTING, request, pageSize)) {
        yield docs.map((doc) => fromStored(doc.id, doc.data() ?? {}));
      }
    },

    /**
     * Applies a change with its audit entry (field names only) in one transaction, trashed
     * records included (the decision refuses what it must). Null when there is no record.
     */
    async change(
      id: string,
      audited: { actorUid: string; at: Date; action: AuditAction },
      decide: MembershipDecision,
    ): Promise<MembershipDoc | null> {
      return db.runTransaction(async (tx) => {
        const ref = collection.doc(id);
        const snapshot = await tx.get(ref);
        const data = snapshot.data();
        if (!data) return null;
        const current = fromStored(id, data);
        const changes = decide(current);
        const updated = { ...current, ...changes };
        tx.update(ref, { ...changes, ...searchFields(updated) });
        audit.record(tx, {
          ...audited,
          collection: 'memberships',
          recordId: id,
          changedFields: changedFieldNames(current, updated, NOT_AUDITED),
        });
        return updated;
      }, CONTENDED);
    },
  };
}

export type AdminMembershipsRepository = ReturnType<typeof adminMembershipsRepository>;
