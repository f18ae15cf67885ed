import type { DocumentData, Firestore } from 'firebase-admin/firestore';

import type { AuditLog } from '../../audit/audit-log';
import { changedFieldNames } from '../../domain/audit-diff';
import { dateOf, dateOrNull } from '../../firestore/dates';
import type { TransactionGuard } from '../../firestore/transaction-guard';

import { ACCOUNT_NOT_AUDITED, accountSearchFields } from './account-search-fields';
import type { AccountDoc } from './account.model';

export type CreateAccountResult = 'created' | 'exists' | 'refused';

export function fromStored(data: DocumentData): AccountDoc {
  return {
    ...(data as AccountDoc),
    createdAt: dateOf(data.createdAt),
    updatedAt: dateOf(data.updatedAt),
    lastLoginAt: dateOrNull(data.lastLoginAt),
    deletedAt: dateOrNull(data.deletedAt),
    deletionRequestedAt: dateOrNull(data.deletionRequestedAt),
  };
}

/** Who makes a change the audit log must hold: an administrator acting on the record. */
export interface AuditedActor {
  actorUid: string;
  at: Date;
}

export function accountsRepository(db: Firestore, audit: AuditLog) {
  const collection = db.collection('accounts');
  return {
    async get(uid: string): Promise<AccountDoc | null> {
      const data = (await collection.doc(uid).get()).data();
      const account = data ? fromStored(data) : null;
      return account && !account.deletedAt ? account : null;
    },

    /**
     * Creates the document unless one exists (even soft-deleted) or the guard refuses;
     * both happen in one transaction, so a refused guard leaves nothing written.
     */
    async create(account: AccountDoc, guard?: TransactionGuard): Promise<CreateAccountResult> {
      return db.runTransaction(async (tx) => {
        const ref = collection.doc(account.uid);
        if ((await tx.get(ref)).exists) return 'exists';
        if (guard && !(await guard(tx))) return 'refused';
        tx.create(ref, { ...account, ...accountSearchFields(account) });
        return 'created';
      });
    },

    /** Applies the changes; with an administrator as `auditedActor`, audited in the same transaction. */
    async update(
      uid: string,
      changes: Partial<AccountDoc>,
      auditedActor?: AuditedActor,
    ): Promise<AccountDoc | null> {
      return db.runTransaction(async (tx) => {
        const ref = collection.doc(uid);
        const data = (await tx.get(ref)).data();
        const current = data ? fromStored(data) : null;
        if (!current || current.deletedAt) return null;
        const updated = { ...current, ...changes };
        tx.update(ref, { ...changes, ...accountSearchFields(updated) });
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
