import type { Firestore } from 'firebase-admin/firestore';

import type { AuditLog } from '../../../audit/audit-log';
import { IDENTITY_SYNC_PENDING } from '../../../claims/identity-sync';
import { ACCOUNT_LISTING } from '../../../domain/admin-listing';
import {
  accountsCollection,
  readAccount,
  readAccountIn,
  storedAccountOf,
  updateAccount,
  type StoredAccount,
} from '../../../firestore/collections/accounts';
import {
  allPages,
  listPage,
  type ListingRequest,
  type PageRequest,
} from '../listing/listing-query';

/** The change an administrator makes, decided from the current record inside the transaction. */
export type AccountDecision = (
  current: StoredAccount,
  context: { otherAdmins: number },
) => {
  changes: Partial<StoredAccount>;
  changedFields: string[];
  action: 'update' | 'role' | 'soft_delete' | 'restore';
};

export function adminAccountsRepository(db: Firestore, audit: AuditLog) {
  const collection = accountsCollection(db);

  return {
    /** The account as stored, trashed or not; null when there is none. */
    get: (uid: string) => readAccount(db, uid),

    async list(request: ListingRequest, page: PageRequest) {
      const { docs, total } = await listPage(collection, ACCOUNT_LISTING, request, page);
      return { accounts: docs.map((doc) => storedAccountOf(doc.id, doc.data() ?? {})), total };
    },

    async *pages(request: ListingRequest, pageSize: number) {
      for await (const docs of allPages(collection, ACCOUNT_LISTING, request, pageSize)) {
        yield docs.map((doc) => storedAccountOf(doc.id, doc.data() ?? {}));
      }
    },

    /**
     * Applies an administrator's decision and its audit entry in one transaction. The
     * other live admin accounts are read in it too, so two admins cannot demote each other.
     * A change of the admin role or of the trash marks the account until Auth follows
     * (claims/identity-sync). Null when the account does not exist.
     */
    async change(uid: string, actorUid: string, at: Date, decide: AccountDecision) {
      return db.runTransaction(async (tx) => {
        const current = await readAccountIn(tx, db, uid);
        if (!current) return null;
        const admins = await tx.get(collection.where('role', '==', 'admin'));
        const otherAdmins = admins.docs.filter(
          (doc) => doc.id !== uid && !doc.get('deletedAt'),
        ).length;
        const { changes, changedFields, action } = decide(current, { otherAdmins });
        const updated = { ...current, ...changes };
        const identityChanged =
          (current.role === 'admin') !== (updated.role === 'admin') ||
          Boolean(current.deletedAt) !== Boolean(updated.deletedAt);
        updateAccount(
          tx,
          db,
          updated,
          changes,
          identityChanged ? { [IDENTITY_SYNC_PENDING]: true } : {},
        );
        audit.record(tx, {
          actorUid,
          at,
          collection: 'accounts',
          recordId: uid,
          action,
          changedFields,
        });
        return { after: updated, identityChanged };
      });
    },
  };
}

export type AdminAccountsRepository = ReturnType<typeof adminAccountsRepository>;
