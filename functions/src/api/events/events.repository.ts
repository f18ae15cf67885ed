import type { Firestore } from 'firebase-admin/firestore';

import type { AuditAction, AuditLog } from '../../audit/audit-log';
import type { EventListView } from '../../domain/events/event-list-views';
import { queryPage, type PageRequest } from '../admin/listing/listing-query';

import { eventFromStored } from './event.mapper';
import type { EventDoc, EventRecord } from './event.model';

/** An administrator's change, decided from the current event inside the transaction. */
export type EventDecision = (current: EventRecord) => {
  changes: Partial<EventDoc>;
  changedFields: string[];
  action: AuditAction;
};

/** events/{id}, written with its audit entry in one transaction. */
export function eventsRepository(db: Firestore, audit: AuditLog) {
  const collection = db.collection('events');

  return {
    async get(id: string): Promise<EventRecord | null> {
      const snapshot = await collection.doc(id).get();
      const data = snapshot.data();
      return data ? eventFromStored(id, data) : null;
    },

    /**
     * Drafts and cancelled events too: those from `today` on soonest first, or the earlier
     * ones latest first.
     */
    async list(page: PageRequest, when: EventListView, today: string) {
      const scope =
        when === 'upcoming'
          ? collection.where('date', '>=', today)
          : collection.where('date', '<', today);
      const query = scope.orderBy('date', when === 'upcoming' ? 'asc' : 'desc');
      const { docs, total } = await queryPage(collection, query, page);
      return { events: docs.map((doc) => eventFromStored(doc.id, doc.data() ?? {})), total };
    },

    async create(event: EventDoc, actorUid: string, at: Date): Promise<EventRecord> {
      const ref = collection.doc();
      await db.runTransaction(async (tx) => {
        tx.create(ref, event);
        audit.record(tx, {
          actorUid,
          at,
          collection: 'events',
          recordId: ref.id,
          action: 'create',
          changedFields: Object.keys(event).sort(),
        });
      });
      return { ...event, id: ref.id };
    },

    /** Applies the decision and its audit entry together; null when there is no such event. */
    async change(id: string, actorUid: string, at: Date, decide: EventDecision) {
      return db.runTransaction(async (tx) => {
        const ref = collection.doc(id);
        const data = (await tx.get(ref)).data();
        if (!data) return null;
        const current = eventFromStored(id, data);
        const { changes, changedFields, action } = decide(current);
        tx.update(ref, changes);
        audit.record(tx, {
          actorUid,
          at,
          collection: 'events',
          recordId: id,
          action,
          changedFields,
        });
        return { ...current, ...changes };
      });
    },
  };
}

export type EventsRepository = ReturnType<typeof eventsRepository>;
