import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar, ICalCalendarMethod, type ICalEventData } from 'ical-generator';

import type { CalendarEntry, CalendarLanguage } from '../domain/events/calendar-entry';

/** How often a subscribed calendar application should fetch the feed again. */
export const FEED_REFRESH_SECONDS = 6 * 60 * 60;

const dateOnly = (iso: string) => new Date(`${iso}T00:00:00Z`);

function eventData(entry: CalendarEntry, stamp: Date): ICalEventData {
  const common: Omit<ICalEventData, 'start'> = {
    id: entry.uid,
    stamp,
    lastModified: entry.lastModified,
    summary: entry.summary,
    description: entry.description,
    location: entry.location,
    url: entry.url,
    categories: [{ name: entry.category }],
  };
  if (entry.allDay) {
    // No time zone: the library writes a whole day as a DATE from the date's UTC fields.
    return {
      ...common,
      allDay: true,
      start: dateOnly(entry.startDate),
      end: dateOnly(entry.endDate),
    };
  }
  // With a TZID the library writes the wall clock a TZDate shows in that zone, whatever
  // the server's own zone is.
  return {
    ...common,
    timezone: entry.timeZone,
    start: new TZDate(entry.start.getTime(), entry.timeZone),
    end: entry.end && new TZDate(entry.end.getTime(), entry.timeZone),
  };
}

/**
 * An iCalendar (RFC 5545) file of the entries: a subscribable feed when it has a `name`,
 * else one event to add. Times carry TZID=America/Chicago with its VTIMEZONE; DTSTAMP is
 * `now` (when this copy was made), in UTC.
 */
export function icsCalendar({
  entries,
  name,
  language,
  now,
}: {
  entries: CalendarEntry[];
  name: string | null;
  language: CalendarLanguage;
  now: Date;
}): string {
  const calendar = new ICalCalendar({
    prodId: {
      company: 'Illinois Taekwondo Association',
      product: 'Events',
      language: language.toUpperCase(),
    },
    method: ICalCalendarMethod.PUBLISH,
    name,
    ttl: name ? FEED_REFRESH_SECONDS : null,
    // A VTIMEZONE for each zone the events use; no calendar-wide zone, so DTSTAMP stays UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const entry of entries) calendar.createEvent(eventData(entry, now));
  return calendar.toString();
}
