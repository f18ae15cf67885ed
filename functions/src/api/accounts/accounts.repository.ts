import type { Firestore } from 'firebase-admin/firestore';

import type { AuditLog } from '../../audit/audit-log';
import { changedFieldNames } from '../../domain/audit-diff';
import {
  accountsCollection,
  createAccount,
  readAccount,
  readAccountIn,
  updateAccount,
  type StoredAccount,
} from '../../firestore/collections/accounts';
import type { TransactionGuard } from '../../firestore/transaction-guard';

import { ACCOUNT_NOT_AUDITED } from './account-search-fields';

export type CreateAccountResult = 'created' | 'exists' | 'refused';

/** Who makes a change the audit log must hold: an administrator acting on the record. */
export interface AuditedActor {
  actorUid: string;
  at: Date;
}

export function accountsRepository(db: Firestore, audit: AuditLog) {
  const collection = accountsCollection(db);
  return {
    async get(uid: string): Promise<StoredAccount | null> {
      const account = await readAccount(db, uid);
      return account && !account.deletedAt ? account : null;
    },

    /**
     * Creates the document unless one exists (even soft-deleted) or the guard refuses;
     * both happen in one transaction, so a refused guard leaves nothing written.
     */
    async create(account: StoredAccount, guard?: TransactionGuard): Promise<CreateAccountResult> {
      return db.runTransaction(async (tx) => {
        const ref = collection.doc(account.uid);
        if ((await tx.get(ref)).exists) return 'exists';
        if (guard && !(await guard(tx))) return 'refused';
        createAccount(tx, db, account);
        return 'created';
      });
    },

    /** Applies the changes; with an administrator as `auditedActor`, audited in the same transaction. */
    async update(
      uid: string,
      changes: Partial<StoredAccount>,
      auditedActor?: AuditedActor,
    ): Promise<StoredAccount | null> {
      return db.runTransaction(async (tx) => {
        const current = await readAccountIn(tx, db, uid);
        if (!current || current.deletedAt) return null;
        const updated = { ...current, ...changes };
        updateAccount(tx, db, updated, changes);
        if (auditedActor) {
          audit.record(tx, {
            ...auditedActor,
            collection: 'accounts',
            recordId: uid,
            action: 'update',
            changedFields: changedFieldNames(current, updated, ACCOUNT_NOT_AUDITED),
          });
        }
        return updated;
      });
    },
  };
}

export type AccountsRepository = ReturnType<typeof accountsRepository>;
