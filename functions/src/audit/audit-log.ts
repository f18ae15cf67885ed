import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';

import { dateOf } from '../firestore/dates';

// Every kind of record an administrator can change (an event's entries included).
export type AuditCollection =
  | 'accounts'
  | 'memberships'
  | 'clubs'
  | 'invites'
  | 'events'
  | 'eventEntries'
  | 'certifications'
  | 'announcements'
  | 'mailPreferences';

export type AuditAction =
  | 'create'
  | 'update'
  | 'status'
  | 'publish'
  | 'unpublish'
  | 'soft_delete'
  | 'restore'
  | 'invite'
  | 'revoke_invite'
  | 'role'
  | 'erase'
  | 'withdraw'
  | 'refund'
  | 'approve_name'
  | 'reject_name';

/** auditLog/{id}: who changed which record when, and the names (never values) of the fields. */
export interface AuditEntry {
  id: string;
  actorUid: string;
  at: Date;
  collection: AuditCollection;
  recordId: string;
  action: AuditAction;
  changedFields: string[];
  // Why, when an administrator gave a reason (activate, suspend, cancel).
  reason?: string;
}

function fromStored(id: string, data: DocumentData): AuditEntry {
  return { ...(data as AuditEntry), id, at: dateOf(data.at) };
}

/** Written in the transaction of the change it records, so both happen or neither. */
export function auditLog(db: Firestore) {
  const collection = db.collection('auditLog');
  return {
    record(tx: Transaction, entry: Omit<AuditEntry, 'id'>) {
      tx.create(collection.doc(), entry);
    },

    /** The record's history, newest first (index recordId + at desc). */
    async forRecord(recordId: string, limit: number): Promise<AuditEntry[]> {
      const snapshot = await collection
        .where('recordId', '==', recordId)
        .orderBy('at', 'desc')
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => fromStored(doc.id, doc.data()));
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
