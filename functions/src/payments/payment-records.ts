import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';

import type { PaymentKind } from './payment-gateway';
import { paymentTargetOf, paymentTargetRef, type PaymentTarget } from './payment-targets';

// The records one payment touches, read once at the start of a settlement transaction
// (Firestore reads before it writes), changed in memory step by step (settle, refund,
// dispute) and written once at the end, so any order of events composes the same way.

/** A record as loaded, with the changes made to it so far. */
export interface LoadedRecord {
  target: PaymentTarget;
  changes: DocumentData;
}

export function recordWorkspace(db: Firestore, tx: Transaction) {
  const loaded = new Map<string, LoadedRecord | null>();
  const key = (kind: PaymentKind, id: string) => `${kind}/${id}`;

  return {
    async load(kind: PaymentKind, id: string): Promise<LoadedRecord | null> {
      const known = loaded.get(key(kind, id));
      if (known !== undefined) return known;
      const ref = paymentTargetRef(db, kind, id);
      const data = (await tx.get(ref)).data();
      const record = data ? { target: paymentTargetOf(kind, ref, data), changes: {} } : null;
      loaded.set(key(kind, id), record);
      return record;
    },

    get(kind: PaymentKind, id: string): LoadedRecord | null {
      return loaded.get(key(kind, id)) ?? null;
    },

    /** Changes a loaded record in memory; the stored fields and the view move together. */
    change(record: LoadedRecord, fields: DocumentData) {
      Object.assign(record.changes, fields);
      const view = record.target as unknown as Record<string, unknown>;
      for (const [field, value] of Object.entries(fields)) {
        if (field in view) view[field] = value;
      }
    },

    /** Writes every changed record; returns the owners whose standing may have moved. */
    flush(at: Date): string[] {
      const owners = new Set<string>();
      for (const record of loaded.values()) {
        if (!record || Object.keys(record.changes).length === 0) continue;
        tx.update(record.target.ref, { ...record.changes, updatedAt: at });
        if (record.target.ownerUid) owners.add(record.target.ownerUid);
      }
      return [...owners];
    },
  };
}

export type RecordWorkspace = ReturnType<typeof recordWorkspace>;
