import type { EventType } from '@domain/events/event-types';

/** The calendarFeed function's files, served on the site's own origin (Hosting rewrites). */

const languageQuery = (locale: string) => (locale === 'es' ? '?lang=es' : '');

/** One event's .ics file, in the reader's language, to add to a calendar application. */
export function eventCalendarPath(eventId: string, locale: string): string {
  return `/events/${encodeURIComponent(eventId)}.ics${languageQuery(locale)}`;
}

/** The feed of every public event, or of one type's, in the reader's language. */
export function calendarFeedPath(type: EventType | null, locale: string): string {
  return `${type ? `/calendar/${type}` : '/calendar'}.ics${languageQuery(locale)}`;
}

/** The webcal:// address calendar applications subscribe to, for a feed on `host`. */
export function webcalUrl(host: string, path: string): string {
  return `webcal://${host}${path}`;
}
