import type { Firestore } from 'firebase-admin/firestore';

import type { AuditAction, AuditLog } from '../../audit/audit-log';
import type { EventListView } from '../../domain/events/event-list-views';
import {
  createEvent,
  readEvent,
  readEventIn,
  storedEventOf,
  updateEvent,
  type EventFields,
  type StoredEvent,
} from '../../firestore/collections/events';
import { queryPage, type PageRequest } from '../admin/listing/listing-query';

/** An administrator's change, decided from the current event inside the transaction. */
export type EventDecision = (current: StoredEvent) => {
  changes: Partial<EventFields>;
  changedFields: string[];
  action: AuditAction;
};

/** events/{id}, written with its audit entry in one transaction. */
export function eventsRepository(db: Firestore, audit: AuditLog) {
  const collection = db.collection('events');

  return {
    get: (id: string): Promise<StoredEvent | null> => readEvent(db, id),

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
      return { events: docs.map((doc) => storedEventOf(doc.id, doc.data() ?? {})), total };
    },

    async create(event: EventFields, actorUid: string, at: Date): Promise<StoredEvent> {
      const id = await db.runTransaction(async (tx) => {
        const created = createEvent(tx, db, event);
        audit.record(tx, {
          actorUid,
          at,
          collection: 'events',
          recordId: created,
          action: 'create',
          changedFields: Object.keys(event).sort(),
        });
        return created;
      });
      return storedEventOf(id, event);
    },

    /** Applies the decision and its audit entry together; null when there is no such event. */
    async change(id: string, actorUid: string, at: Date, decide: EventDecision) {
      return db.runTransaction(async (tx) => {
        const current = await readEventIn(tx, db, id);
        if (!current) return null;
        const { changes, changedFields, action } = decide(current);
        updateEvent(tx, db, id, changes);
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
