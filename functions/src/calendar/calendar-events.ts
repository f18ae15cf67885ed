import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';

import type { CalendarEventSource } from '../domain/events/calendar-entry';
import type { EventType } from '../domain/events/event-types';
import { dateOrNull } from '../firestore/dates';

/** The most events one feed lists: about a year of the association's calendar, and more. */
export const FEED_LIMIT = 500;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Only what the public may see: the rules' condition for reading an event (no drafts). */
function isPublic(data: DocumentData): boolean {
  return data.published === true && data.cancelledAt == null;
}

function sourceOf(id: string, data: DocumentData): CalendarEventSource {
  return {
    id,
    title: text(data.title),
    titleEs: textOrNull(data.titleEs),
    description: textOrNull(data.description),
    descriptionEs: textOrNull(data.descriptionEs),
    date: text(data.date),
    startTime: textOrNull(data.startTime),
    endTime: textOrNull(data.endTime),
    location: text(data.location),
    type: text(data.type),
    detailsLink: textOrNull(data.detailsLink),
    updatedAt: dateOrNull(data.updatedAt) ?? dateOrNull(data.createdAt),
  };
}

/**
 * Published, not cancelled events on or after `fromDate`, soonest first, of one type or all
 * (composite indexes published, cancelledAt[, type], date).
 */
export async function publicEventsFrom(
  db: Firestore,
  fromDate: string,
  type: EventType | null,
): Promise<CalendarEventSource[]> {
  let query: Query = db
    .collection('events')
    .where('published', '==', true)
    .where('cancelledAt', '==', null);
  if (type) query = query.where('type', '==', type);
  const snapshot = await query
    .where('date', '>=', fromDate)
    .orderBy('date')
    .limit(FEED_LIMIT)
    .get();
  return snapshot.docs.map((doc) => sourceOf(doc.id, doc.data()));
}

/** One event when the public may see it; null when it is missing, a draft or cancelled. */
export async function publicEvent(db: Firestore, id: string): Promise<CalendarEventSource | null> {
  const snapshot = await db.collection('events').doc(id).get();
  const data = snapshot.data();
  return data && isPublic(data) ? sourceOf(snapshot.id, data) : null;
}
