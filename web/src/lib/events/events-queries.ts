import {
  collection,
  limit as limitTo,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';

import { idConverter } from '../firebase/id-converter';

import type { CalendarEvent } from './event';

const eventConverter = idConverter<CalendarEvent>();

const events = (db: Firestore) => collection(db, 'events').withConverter(eventConverter);

/** Events on or after a date, soonest first (single-field index on date). */
export function upcomingEventsQuery(db: Firestore, fromIso: string, limit: number) {
  return query(events(db), where('date', '>=', fromIso), orderBy('date'), limitTo(limit));
}

/** Events within [fromIso, toIso], for the calendar's visible months. */
export function eventsBetweenQuery(db: Firestore, fromIso: string, toIso: string) {
  return query(
    events(db),
    where('date', '>=', fromIso),
    where('date', '<=', toIso),
    orderBy('date'),
  );
}
