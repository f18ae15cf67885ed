import type { Firestore } from 'firebase-admin/firestore';

import type { AuditAction, AuditLog } from '../../../audit/audit-log';
import { MEMBERSHIP_LISTING } from '../../../domain/admin-listing';
import { changedFieldNames } from '../../../domain/audit-diff';
import { isNotYetEligible } from '../../../domain/certifications';
import { certificationRecordsOf } from '../../../firestore/collections/certifications';
import {
  membershipsCollection,
  readMembership,
  readMembershipIn,
  storedMembershipOf,
  updateMembership,
  type StoredMembership,
} from '../../../firestore/collections/memberships';
import { CONTENDED, inTurn } from '../../../firestore/contention';
import type { MailOutbox } from '../../../mail/mail-outbox';
import {
  allPages,
  listPage,
  type ListingRequest,
  type PageRequest,
} from '../listing/listing-query';
import { queueStatusNotice, type StatusNotice } from '../status-notice';

import { NOT_AUDITED } from './membership-changes';

/** Decides the changes from the current record inside the transaction; throws to refuse. */
export type MembershipDecision = (current: StoredMembership) => Partial<StoredMembership>;

export function adminMembershipsRepository(db: Firestore, audit: AuditLog, outbox: MailOutbox) {
  const collection = membershipsCollection(db);

  return {
    async list(request: ListingRequest, page: PageRequest) {
      const { docs, total } = await listPage(collection, MEMBERSHIP_LISTING, request, page);
      return {
        memberships: docs.map((doc) => storedMembershipOf(doc.id, doc.data() ?? {})),
        total,
      };
    },

    /**
     * The coaches' and referees' "not yet eligible": the table's records lacking a
     * certification their role requires on `today`. Coaches and referees are a few hundred
     * at most: their pages are read with their certifications, and the page cut from them.
     */
    async notYetEligible(request: ListingRequest, page: PageRequest, today: string) {
      const found: StoredMembership[] = [];
      for await (const docs of allPages(collection, MEMBERSHIP_LISTING, request, 200)) {
        const rows = docs.map((doc) => storedMembershipOf(doc.id, doc.data() ?? {}));
        const certifications = await certificationRecordsOf(
          db,
          rows.map((row) => row.id),
        );
        found.push(
          ...rows.filter((row) =>
            isNotYetEligible(row.role, certifications.get(row.id) ?? [], today),
          ),
        );
      }
      const afterIndex = page.after ? found.findIndex((row) => row.id === page.after) : -1;
      const start = afterIndex >= 0 ? afterIndex + 1 : page.skip;
      return { memberships: found.slice(start, start + page.limit), total: found.length };
    },

    /** The record as stored, trashed or not; null when there is none. */
    get: (id: string): Promise<StoredMembership | null> => readMembership(db, id),

    async *pages(request: ListingRequest, pageSize: number) {
      for await (const docs of allPages(collection, MEMBERSHIP_LISTING, request, pageSize)) {
        yield docs.map((doc) => storedMembershipOf(doc.id, doc.data() ?? {}));
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
      notice?: StatusNotice<StoredMembership>,
    ): Promise<StoredMembership | null> {
      return inTurn(`memberships/${id}`, () =>
        db.runTransaction(async (tx) => {
          const current = await readMembershipIn(tx, db, id);
          if (!current) return null;
          const changes = decide(current);
          const updated = { ...current, ...changes };
          const queueNotice = await queueStatusNotice(db, outbox, tx, notice);
          updateMembership(tx, db, updated, changes);
          queueNotice?.(updated);
          audit.record(tx, {
            ...audited,
            collection: 'memberships',
            recordId: id,
            changedFields: changedFieldNames(current, updated, NOT_AUDITED),
          });
          return updated;
        }, CONTENDED),
      );
    },
  };
}

export type AdminMembershipsRepository = ReturnType<typeof adminMembershipsRepository>;
