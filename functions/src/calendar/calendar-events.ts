import type { Firestore } from 'firebase-admin/firestore';

import type { CalendarEventSource } from '../domain/events/calendar-entry';
import type { EventType } from '../domain/events/event-types';
import { publicEventsQuery, readEvent, type StoredEvent } from '../firestore/collections/events';

/** The most events one feed lists: about a year of the association's calendar, and more. */
export const FEED_LIMIT = 500;

function sourceOf(event: StoredEvent): CalendarEventSource {
  return {
    id: event.id,
    title: event.title,
    titleEs: event.titleEs,
    description: event.description,
    descriptionEs: event.descriptionEs,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    location: event.location,
    type: event.type,
    detailsLink: event.detailsLink,
    updatedAt: event.updatedAt ?? event.createdAt,
  };
}

/** Published, not cancelled events on or after `fromDate`, soonest first, of one type or all. */
export async function publicEventsFrom(
  db: Firestore,
  fromDate: string,
  type: EventType | null,
): Promise<CalendarEventSource[]> {
  const snapshot = await publicEventsQuery(db, fromDate, type).limit(FEED_LIMIT).get();
  return snapshot.docs.map((doc) => sourceOf(doc.data()));
}

/** One event when the public may see it; null when it is missing, a draft or cancelled. */
export async function publicEvent(db: Firestore, id: string): Promise<CalendarEventSource | null> {
  const event = await readEvent(db, id);
  return event?.isPublic ? sourceOf(event) : null;
}
