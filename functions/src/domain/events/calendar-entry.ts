import { addDaysIso, parseIsoDate } from '../dates';
import { isDetailsLink } from '../schemas/event';

import { chicagoDateTime, chicagoInstant, EVENT_TIME_ZONE, isValidTime } from './chicago-time';
import { EVENT_TYPES, type EventType } from './event-types';

/** The languages a calendar file comes in; anything else reads as English. */
export const CALENDAR_LANGUAGES = ['en', 'es'] as const;
export type CalendarLanguage = (typeof CALENDAR_LANGUAGES)[number];

export function calendarLanguage(value: unknown): CalendarLanguage {
  return value === 'es' ? 'es' : 'en';
}

/** The fields of a published events/{id} document a calendar entry is made from. */
export interface CalendarEventSource {
  id: string;
  title: string;
  titleEs: string | null;
  description: string | null;
  descriptionEs: string | null;
  /** 'YYYY-MM-DD' and 'HH:mm', in Chicago. */
  date: string;
  startTime: string | null;
  endTime: string | null;
  location: string;
  type: string;
  detailsLink: string | null;
  /** When the event was last changed (DTSTAMP, LAST-MODIFIED); unknown for old events. */
  updatedAt: Date | null;
}

interface EntryText {
  /** Stable per event, so a subscribed calendar updates the entry instead of adding one. */
  uid: string;
  summary: string;
  description: string | null;
  location: string | null;
  url: string;
  category: string;
  lastModified: Date | null;
}

/** An event at times of day, in the association's time zone. */
export interface TimedCalendarEntry extends EntryText {
  allDay: false;
  timeZone: typeof EVENT_TIME_ZONE;
  start: Date;
  /** Null when the event gives no end time (or one not after its start). */
  end: Date | null;
}

/** An event without times: the whole day; `endDate` is the day after (exclusive). */
export interface AllDayCalendarEntry extends EntryText {
  allDay: true;
  startDate: string;
  endDate: string;
}

export type CalendarEntry = TimedCalendarEntry | AllDayCalendarEntry;

const TYPE_NAMES: Record<CalendarLanguage, Record<EventType, string>> = {
  en: { tournament: 'Tournament', seminar: 'Seminar', training: 'Training', other: 'Other' },
  es: { tournament: 'Torneo', seminar: 'Seminario', training: 'Entrenamiento', other: 'Otro' },
};
// 'sponsored' is kept readable for events stored before types were set by administrators.
const SPONSORED: Record<CalendarLanguage, string> = { en: 'Sponsored', es: 'Patrocinado' };

const FEED_NAMES: Record<CalendarLanguage, { all: string } & Record<EventType, string>> = {
  en: {
    all: 'Illinois Taekwondo Association events',
    tournament: 'Illinois Taekwondo Association tournaments',
    seminar: 'Illinois Taekwondo Association seminars',
    training: 'Illinois Taekwondo Association training',
    other: 'Illinois Taekwondo Association: other events',
  },
  es: {
    all: 'Eventos de la Asociación de Taekwondo de Illinois',
    tournament: 'Torneos de la Asociación de Taekwondo de Illinois',
    seminar: 'Seminarios de la Asociación de Taekwondo de Illinois',
    training: 'Entrenamientos de la Asociación de Taekwondo de Illinois',
    other: 'Otros eventos de la Asociación de Taekwondo de Illinois',
  },
};

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);
}

/** The name a calendar application shows for the whole feed, or for one type's feed. */
export function calendarFeedName(type: EventType | null, language: CalendarLanguage): string {
  return FEED_NAMES[language][type ?? 'all'];
}

function typeName(type: string, language: CalendarLanguage): string {
  if (isEventType(type)) return TYPE_NAMES[language][type];
  return type === 'sponsored' ? SPONSORED[language] : TYPE_NAMES[language].other;
}

/** The event's own page: its details link (made absolute), else the upcoming-events list. */
function eventUrl(detailsLink: string | null, siteOrigin: string): string {
  if (detailsLink && isDetailsLink(detailsLink)) {
    return detailsLink.startsWith('/') ? `${siteOrigin}${detailsLink}` : detailsLink;
  }
  return `${siteOrigin}/upcoming-events`;
}

/** How far back the feed reaches: past events stay a month, then drop out. */
export const FEED_DAYS_BACK = 30;

/** The first date the feed includes at an instant: today in Chicago, less FEED_DAYS_BACK. */
export function feedStartDate(now: Date): string {
  return addDaysIso(chicagoDateTime(now).date, -FEED_DAYS_BACK);
}

/**
 * One event as a calendar entry: its times in Chicago (the whole day without a start time),
 * its title and description in the language asked for (English when there is no Spanish),
 * a link to it on the site. Null when its stored date is not a date.
 */
export function calendarEntry(
  event: CalendarEventSource,
  { language, siteOrigin }: { language: CalendarLanguage; siteOrigin: string },
): CalendarEntry | null {
  if (!parseIsoDate(event.date)) return null;
  const spanish = language === 'es';
  const text: EntryText = {
    uid: `${event.id}@iltkd`,
    summary: (spanish && event.titleEs) || event.title,
    description: (spanish && event.descriptionEs) || event.description || null,
    location: event.location.trim() || null,
    url: eventUrl(event.detailsLink, siteOrigin),
    category: typeName(event.type, language),
    lastModified: event.updatedAt,
  };
  if (!isValidTime(event.startTime)) {
    return { ...text, allDay: true, startDate: event.date, endDate: addDaysIso(event.date, 1) };
  }
  const { endTime } = event;
  const endsLater = isValidTime(endTime) && endTime > event.startTime;
  return {
    ...text,
    allDay: false,
    timeZone: EVENT_TIME_ZONE,
    start: chicagoInstant(event.date, event.startTime),
    end: endsLater ? chicagoInstant(event.date, endTime) : null,
  };
}
