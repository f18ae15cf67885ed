import type { Firestore } from 'firebase-admin/firestore';

import type { AuditAction, AuditLog } from '../../../audit/audit-log';
import { MEMBERSHIP_LISTING } from '../../../domain/admin-listing';
import { changedFieldNames } from '../../../domain/audit-diff';
import { CONTENDED } from '../../../firestore/contention';
import type { MailOutbox } from '../../../mail/mail-outbox';
import type { MembershipDoc } from '../../memberships/membership.model';
import { fromStored, searchFields } from '../../memberships/memberships.repository';
import {
  allPages,
  listPage,
  type ListingRequest,
  type PageRequest,
} from '../listing/listing-query';
import { queueStatusNotice, type StatusNotice } from '../status-notice';

import { NOT_AUDITED } from './membership-changes';

/** Decides the changes from the current record inside the transaction; throws to refuse. */
export type MembershipDecision = (current: MembershipDoc) => Partial<MembershipDoc>;

export function adminMembershipsRepository(db: Firestore, audit: AuditLog, outbox: MailOutbox) {
  const collection = db.collection('memberships');

  return {
    async list(request: ListingRequest, page: PageRequest) {
      const { docs, total } = await listPage(collection, MEMBERSHIP_LISTING, request, page);
      return { memberships: docs.map((doc) => fromStored(doc.id, doc.data() ?? {})), total };
    },

    /** The record as stored, trashed or not; null when there is none. */
    async get(id: string): Promise<MembershipDoc | null> {
      const data = (await collection.doc(id).get()).data();
      return data ? fromStored(id, data) : null;
    },

    async *pages(request: ListingRequest, pageSize: number) {
      for await (const docs of allPages(collection, MEMBERSHIP_LISTING, request, pageSize)) {
        yield docs.map((doc) => fromStored(doc.id, doc.data() ?? {}));
      }
    },

    /**
     * Applies a change with its audit entry (field names only) in one transaction, trashed
     * records included (the decision refuses what it must), and the owner's notice when
     * there is one. Null when there is no record.
     */
    async change(
      id: string,
      audited: { actorUid: string; at: Date; action: AuditAction; reason?: string },
      decide: MembershipDecision,
      notice?: StatusNotice<MembershipDoc>,
    ): Promise<MembershipDoc | null> {
      return db.runTransaction(async (tx) => {
        const ref = collection.doc(id);
        const snapshot = await tx.get(ref);
        const data = snapshot.data();
        if (!data) return null;
        const current = fromStored(id, data);
        const changes = decide(current);
        const updated = { ...current, ...changes };
        const queueNotice = await queueStatusNotice(db, outbox, tx, notice);
        tx.update(ref, { ...changes, ...searchFields(updated) });
        queueNotice?.(updated);
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
