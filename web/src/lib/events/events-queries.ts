import { fieldFilter, type StructuredQuery } from '../firebase/firestore-rest';

const byDate = [{ field: { fieldPath: 'date' }, direction: 'ASCENDING' as const }];

// The rules let the public read only published events that are not cancelled, and a query
// only when it asks for nothing else (composite index published, cancelledAt, date).
const publicEvents = [
  {
    fieldFilter: {
      field: { fieldPath: 'published' },
      op: 'EQUAL' as const,
      value: { booleanValue: true },
    },
  },
  { unaryFilter: { field: { fieldPath: 'cancelledAt' }, op: 'IS_NULL' as const } },
];

/** Published events on or after a date, soonest first. */
export function upcomingEventsQuery(fromIso: string, limit: number): StructuredQuery {
  return {
    from: [{ collectionId: 'events' }],
    where: {
      compositeFilter: {
        op: 'AND',
        filters: [...publicEvents, fieldFilter('date', 'GREATER_THAN_OR_EQUAL', fromIso)],
      },
    },
    orderBy: byDate,
    limit,
  };
}

/** Published events within [fromIso, toIso], for the calendar's visible months. */
export function eventsBetweenQuery(fromIso: string, toIso: string): StructuredQuery {
  return {
    from: [{ collectionId: 'events' }],
    where: {
      compositeFilter: {
        op: 'AND',
        filters: [
          ...publicEvents,
          fieldFilter('date', 'GREATER_THAN_OR_EQUAL', fromIso),
          fieldFilter('date', 'LESS_THAN_OR_EQUAL', toIso),
        ],
      },
    },
    orderBy: byDate,
  };
}
