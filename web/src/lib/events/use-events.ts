import { useFirestore, useFirestoreCollectionData } from 'reactfire';

import { eventsBetweenQuery, upcomingEventsQuery } from './events-queries';

// Must be rendered inside <FirebaseBoundary> (it supplies reactfire's providers).

export function useUpcomingEvents(fromIso: string, limit: number) {
  return useFirestoreCollectionData(upcomingEventsQuery(useFirestore(), fromIso, limit));
}

export function useEventsBetween(fromIso: string, toIso: string) {
  return useFirestoreCollectionData(eventsBetweenQuery(useFirestore(), fromIso, toIso));
}
