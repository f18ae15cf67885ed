import type { DocumentSnapshot, Firestore, Query } from 'firebase-admin/firestore';

import {
  ROSTER_ORDER,
  ROSTER_PAYMENT_STATUS,
  ROSTER_SEARCH_FIELD,
  ROSTER_STATUSES,
} from '../../domain/events/event-roster';
import type { EventRosterFilter } from '../../domain/schemas/event-roster';
import { searchToken } from '../../domain/search-text';
import { readEvent, type StoredEvent } from '../../firestore/collections/events';
import { queryPage, queryPages, type PageRequest } from '../admin/listing/listing-query';

import { rosterEntryOf, type RosterEntry } from './event-roster.model';

/** eventEntries read as an event's roster; every query is a shape of domain/events/event-roster. */
export function eventRosterRepository(db: Firestore) {
  const entries = db.collection('eventEntries');

  // Filters in the order of the declared indexes: eventId, status, paymentStatus, clubName,
  // division, the search, then by name.
  function rosterQuery(eventId: string, filter: EventRosterFilter): Query {
    let query = entries.where('eventId', '==', eventId);
    query = filter.status
      ? query.where('status', '==', filter.status)
      : query.where('status', 'in', [...ROSTER_STATUSES]);
    if (filter.paid) query = query.where('paymentStatus', '==', ROSTER_PAYMENT_STATUS[filter.paid]);
    if (filter.club) query = query.where('clubName', '==', filter.club);
    if (filter.division) query = query.where('division', '==', filter.division);
    if (filter.search) {
      query = query.where(ROSTER_SEARCH_FIELD, 'array-contains', searchToken(filter.search));
    }
    for (const field of ROSTER_ORDER) query = query.orderBy(field, 'asc');
    return query;
  }

  const rowsOf = (docs: DocumentSnapshot[]): RosterEntry[] =>
    docs.map((doc) => rosterEntryOf(doc.id, doc.data() ?? {}));

  return {
    getEvent: (id: string): Promise<StoredEvent | null> => readEvent(db, id),

    /** One page of the roster and how many entries the filters select. */
    async page(eventId: string, filter: EventRosterFilter, page: PageRequest) {
      const { docs, total } = await queryPage(entries, rosterQuery(eventId, filter), page);
      return { rows: rowsOf(docs), total };
    },

    /** Every entry the filters select, page by page: the CSV's rows, in the table's order. */
    async *pages(eventId: string, filter: EventRosterFilter, pageSize: number) {
      for await (const docs of queryPages(rosterQuery(eventId, filter), pageSize)) {
        yield rowsOf(docs);
      }
    },
  };
}

export type EventRosterRepository = ReturnType<typeof eventRosterRepository>;
