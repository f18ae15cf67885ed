import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

import {
  calendarEntry,
  calendarFeedName,
  calendarLanguage,
  feedStartDate,
  isEventType,
  type CalendarEntry,
  type CalendarEventSource,
  type CalendarLanguage,
} from '../domain/events/calendar-entry';
import { eventFileName } from '../domain/events/event-file-name';
import type { EventType } from '../domain/events/event-types';
import { isRecordId } from '../domain/record-ids';

import { publicEvent, publicEventsFrom } from './calendar-events';
import { icsCalendar } from './calendar-ics';

/** Browsers and calendar apps may keep a copy 5 minutes, Hosting's CDN 15. */
export const CALENDAR_CACHE_CONTROL = 'public, max-age=300, s-maxage=900';
const NOT_FOUND_CACHE_CONTROL = 'public, max-age=60, s-maxage=60';

/** What a path asks for: the whole feed, one type's feed, or one event. */
type CalendarRequest =
  { kind: 'feed'; type: EventType | null } | { kind: 'event'; id: string } | { kind: 'none' };

const TYPE_FEED = /^\/calendar\/([^/]+)\.ics$/;
const EVENT_FILE = /^\/events\/([^/]+)\.ics$/;

export function calendarRequestOf(pathname: string): CalendarRequest {
  if (pathname === '/calendar.ics') return { kind: 'feed', type: null };
  const type = TYPE_FEED.exec(pathname)?.[1];
  if (type !== undefined) return isEventType(type) ? { kind: 'feed', type } : { kind: 'none' };
  const id = EVENT_FILE.exec(pathname)?.[1];
  if (id !== undefined && isRecordId(id)) return { kind: 'event', id };
  return { kind: 'none' };
}

interface CalendarFile {
  entries: CalendarEntry[];
  name: string | null;
  filename: string;
  /** Feeds open in place (subscribe); one event downloads as a file to add. */
  disposition: 'inline' | 'attachment';
}

export interface CalendarFeedDependencies {
  db: Firestore;
  /** The site's origin (no trailing slash), for the links in the entries. */
  siteOrigin: () => string;
  now?: () => Date;
}

async function calendarFile(
  { db, siteOrigin }: CalendarFeedDependencies,
  wanted: Exclude<CalendarRequest, { kind: 'none' }>,
  language: CalendarLanguage,
  now: Date,
): Promise<CalendarFile | null> {
  const entriesOf = (events: CalendarEventSource[]) =>
    events
      .map((event) => calendarEntry(event, { language, siteOrigin: siteOrigin() }))
      .filter((entry): entry is CalendarEntry => entry !== null);
  if (wanted.kind === 'event') {
    const event = await publicEvent(db, wanted.id);
    const entries = event ? entriesOf([event]) : [];
    if (!event || !entries.length) return null;
    // Named after the event as the reader sees it (its entry's title), not its document id.
    const filename = eventFileName(entries[0].summary, event.date);
    return { entries, name: null, filename, disposition: 'attachment' };
  }
  const events = await publicEventsFrom(db, feedStartDate(now), wanted.type);
  return {
    entries: entriesOf(events),
    name: calendarFeedName(wanted.type, language),
    filename: `${wanted.type ?? 'calendar'}.ics`,
    disposition: 'inline',
  };
}

/** A strong validator from what the file says (not when it was made: DTSTAMP is now). */
function etagOf(file: CalendarFile, language: CalendarLanguage): string {
  const digest = createHash('sha256')
    .update(JSON.stringify({ language, name: file.name, entries: file.entries }))
    .digest('base64url');
  return `"${digest.slice(0, 32)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function sendText(res: ServerResponse, status: number, body: string, cacheControl?: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  if (cacheControl) res.setHeader('Cache-Control', cacheControl);
  else res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

/**
 * The calendarFeed function: /calendar.ics (every published, not cancelled event from 30
 * days ago on), /calendar/<type>.ics (one type's), /events/<id>.ics (one event, to add);
 * `?lang=es` for the Spanish titles. Plain Node request and response, as Cloud Functions
 * and supertest both give.
 */
export function calendarFeedHandler(dependencies: CalendarFeedDependencies) {
  const now = dependencies.now ?? (() => new Date());
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, 405, 'Calendars are read with GET.\n');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://calendar.invalid');
    const wanted = calendarRequestOf(url.pathname);
    if (wanted.kind === 'none') {
      sendText(res, 404, 'No such calendar.\n', NOT_FOUND_CACHE_CONTROL);
      return;
    }
    const language = calendarLanguage(url.searchParams.get('lang'));
    const at = now();
    let file: CalendarFile | null;
    try {
      file = await calendarFile(dependencies, wanted, language, at);
    } catch (err) {
      logger.error('Calendar feed failed', { path: url.pathname, err });
      sendText(res, 500, 'The calendar could not be read; try again shortly.\n');
      return;
    }
    if (!file) {
      sendText(res, 404, 'No such event.\n', NOT_FOUND_CACHE_CONTROL);
      return;
    }
    const etag = etagOf(file, language);
    res.setHeader('Cache-Control', CALENDAR_CACHE_CONTROL);
    res.setHeader('ETag', etag);
    if (matches(req.headers['if-none-match'], etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const body = icsCalendar({ entries: file.entries, name: file.name, language, now: at });
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `${file.disposition}; filename="${file.filename}"`);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
