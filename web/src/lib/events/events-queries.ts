import { fieldFilter, type StructuredQuery } from '../firebase/firestore-rest';

const byDate = [{ field: { fieldPath: 'date' }, direction: 'ASCENDING' as const }];

/** Events on or after a date, soonest first (single-field index on date). */
export function upcomingEventsQuery(fromIso: string, limit: number): StructuredQuery {
  return {
    from: [{ collectionId: 'events' }],
    where: fieldFilter('date', 'GREATER_THAN_OR_EQUAL', fromIso),
    orderBy: byDate,
    limit,
  };
}

/** Events within [fromIso, toIso], for the calendar's visible months. */
export function eventsBetweenQuery(fromIso: string, toIso: string): StructuredQuery {
  return {
    from: [{ collectionId: 'events' }],
    where: {
      compositeFilter: {
        op: 'AND',
        filters: [
          fieldFilter('date', 'GREATER_THAN_OR_EQUAL', fromIso),
          fieldFilter('date', 'LESS_THAN_OR_EQUAL', toIso),
        ],
      },
    },
    orderBy: byDate,
  };
}
