import { Timestamp } from 'firebase-admin/firestore';
import ICAL from 'ical.js';
import request from 'supertest';

import { isolatedFirestore } from '../test-support/emulators';

import { calendarFeedHandler } from './calendar-feed';

jest.setTimeout(30_000);

const { db, clear } = isolatedFirestore('demo-iltkd-calendar');
const SITE = 'https://members.example.org';
// Today in Chicago is 2026-11-26: the feeds start on 2026-10-27.
const NOW = new Date('2026-11-26T18:00:00Z');
const feed = calendarFeedHandler({ db, siteOrigin: () => SITE, now: () => NOW });

const published = {
  titleEs: null,
  description: null,
  descriptionEs: null,
  startTime: null,
  endTime: null,
  location: 'Springfield, IL',
  detailsLink: null,
  published: true,
  cancelledAt: null,
  updatedAt: Timestamp.fromDate(new Date('2026-11-01T12:00:00Z')),
};

const EVENTS: Record<string, object> = {
  'cal-seminar': {
    ...published,
    title: 'Kyorugi Rules Seminar',
    titleEs: 'Seminario de reglas de kyorugi',
    description: 'The new scoring rules.',
    descriptionEs: 'Las nuevas reglas de puntuación.',
    date: '2027-01-23',
    startTime: '09:00',
    endTime: '12:00',
    location: 'Illinois State University, Normal, IL',
    type: 'seminar',
    detailsLink: '/usat-il-state',
  },
  'cal-tournament': {
    ...published,
    title: 'Winter Open',
    date: '2026-12-05',
    type: 'tournament',
  },
  'cal-recent-training': {
    ...published,
    title: 'Referee training',
    date: '2026-11-10',
    startTime: '18:00',
    endTime: '20:00',
    type: 'training',
  },
  'cal-summer-camp': {
    ...published,
    title: 'Summer camp',
    date: '2027-07-10',
    startTime: '10:00',
    type: 'other',
  },
  'cal-too-old': { ...published, title: 'Long past', date: '2026-10-26', type: 'seminar' },
  'cal-draft': {
    ...published,
    title: 'Draft',
    date: '2026-12-12',
    type: 'seminar',
    published: false,
  },
  'cal-cancelled': {
    ...published,
    title: 'Called off',
    date: '2026-12-19',
    type: 'tournament',
    cancelledAt: Timestamp.fromDate(new Date('2026-11-20T12:00:00Z')),
  },
};

beforeAll(async () => {
  await clear();
  const batch = db.batch();
  for (const [id, data] of Object.entries(EVENTS)) batch.set(db.collection('events').doc(id), data);
  await batch.commit();
});

/** The VEVENTs of an .ics text as ical.js reads them, its VTIMEZONEs registered first. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events, byUid: new Map(events.map((event) => [event.uid, event])) };
}

const get = (path: string) => request(feed).get(path).buffer(true);
const textOf = (response: request.Response) => response.text;

describe('GET /calendar.ics', () => {
  it('When the calendar is asked for, then it lists the published, not cancelled events from 30 days ago on, soonest first', async () => {
    const response = await get('/calendar.ics');
    expect(response.status).toBe(200);
    const { events, calendar } = parsed(textOf(response));
    expect(events.map((event) => event.uid)).toEqual([
      'cal-recent-training@iltkd',
      'cal-tournament@iltkd',
      'cal-seminar@iltkd',
      'cal-summer-camp@iltkd',
    ]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Illinois Taekwondo Association events',
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  });

  it('Then it is served as a cacheable calendar, shown inline', async () => {
    const response = await get('/calendar.ics');
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300, s-maxage=900');
    expect(response.headers['content-disposition']).toBe('inline; filename="calendar.ics"');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('Then timed events start and end at their Chicago wall-clock times, in CST and in CDT', async () => {
    const { byUid } = parsed(textOf(await get('/calendar.ics')));
    const seminar = byUid.get('cal-seminar@iltkd');
    expect(seminar?.startDate.zone.tzid).toBe('America/Chicago');
    expect([seminar?.startDate.hour, seminar?.startDate.minute]).toEqual([9, 0]);
    expect(seminar?.startDate.toJSDate()).toEqual(new Date('2027-01-23T15:00:00Z'));
    expect(seminar?.endDate.toJSDate()).toEqual(new Date('2027-01-23T18:00:00Z'));
    const camp = byUid.get('cal-summer-camp@iltkd');
    expect(camp?.startDate.zone.tzid).toBe('America/Chicago');
    expect(camp?.startDate.toJSDate()).toEqual(new Date('2027-07-10T15:00:00Z'));
  });

  it('Then an event without times takes its whole day', async () => {
    const { byUid } = parsed(textOf(await get('/calendar.ics')));
    const tournament = byUid.get('cal-tournament@iltkd');
    expect(tournament?.startDate.isDate).toBe(true);
    expect(tournament?.startDate.toString()).toBe('2026-12-05');
    expect(tournament?.endDate.toString()).toBe('2026-12-06');
  });

  it('Then each entry has its title, location, category and a link to the site', async () => {
    const { byUid } = parsed(textOf(await get('/calendar.ics')));
    const seminar = byUid.get('cal-seminar@iltkd');
    expect(seminar?.summary).toBe('Kyorugi Rules Seminar');
    expect(seminar?.description).toBe('The new scoring rules.');
    expect(seminar?.location).toBe('Illinois State University, Normal, IL');
    expect(seminar?.component.getFirstPropertyValue('url')).toBe(`${SITE}/usat-il-state`);
    expect(seminar?.component.getFirstPropertyValue('categories')).toBe('Seminar');
    const tournament = byUid.get('cal-tournament@iltkd');
    expect(tournament?.component.getFirstPropertyValue('url')).toBe(`${SITE}/upcoming-events`);
  });

  it('When Spanish is asked for, then titles, descriptions and the name are Spanish, English where an event has none', async () => {
    const response = await get('/calendar.ics?lang=es');
    const { byUid, calendar } = parsed(textOf(response));
    expect(byUid.get('cal-seminar@iltkd')?.summary).toBe('Seminario de reglas de kyorugi');
    expect(byUid.get('cal-seminar@iltkd')?.description).toBe('Las nuevas reglas de puntuación.');
    expect(byUid.get('cal-tournament@iltkd')?.summary).toBe('Winter Open');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Eventos de la Asociación de Taekwondo de Illinois',
    );
  });

  it('When the client has the current copy, then it gets 304 Not Modified without a body', async () => {
    const first = await get('/calendar.ics');
    const again = await request(feed).get('/calendar.ics').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBeFalsy();
    const spanish = await request(feed)
      .get('/calendar.ics?lang=es')
      .set('If-None-Match', first.headers.etag);
    expect(spanish.status).toBe(200);
  });

  it('When it is asked for with HEAD, then the headers come without the body; other methods are refused', async () => {
    const head = await request(feed).head('/calendar.ics');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(head.text).toBeFalsy();
    const post = await request(feed).post('/calendar.ics');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});

describe('GET /calendar/<type>.ics', () => {
  it.each([
    ['seminar', ['cal-seminar@iltkd'], 'Illinois Taekwondo Association seminars'],
    ['tournament', ['cal-tournament@iltkd'], 'Illinois Taekwondo Association tournaments'],
    ['training', ['cal-recent-training@iltkd'], 'Illinois Taekwondo Association training'],
    ['other', ['cal-summer-camp@iltkd'], 'Illinois Taekwondo Association: other events'],
  ])('When the %s feed is asked for, then it lists only those events', async (type, uids, name) => {
    const response = await get(`/calendar/${type}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(`inline; filename="${type}.ics"`);
    const { events, calendar } = parsed(textOf(response));
    expect(events.map((event) => event.uid)).toEqual(uids);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(name);
  });

  it.each(['sponsored', 'webinar', 'constructor'])(
    'When the type is %s, then there is no such feed (404)',
    async (type) => {
      const response = await get(`/calendar/${type}.ics`);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
    },
  );
});

describe('GET /events/<id>.ics', () => {
  it('When the event is published, then its one entry downloads as a file', async () => {
    const response = await get('/events/cal-seminar.ics?lang=es');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="seminario-de-reglas-de-kyorugi-2027-01-23.ics"',
    );
    expect(response.headers['cache-control']).toBe('public, max-age=300, s-maxage=900');
    const { events } = parsed(textOf(response));
    expect(events).toHaveLength(1);
    expect(events[0]?.uid).toBe('cal-seminar@iltkd');
    expect(events[0]?.summary).toBe('Seminario de reglas de kyorugi');
    expect(events[0]?.startDate.toJSDate()).toEqual(new Date('2027-01-23T15:00:00Z'));
  });

  it("When the file is asked for in English, then it is named after the event's English title and date", async () => {
    const response = await get('/events/cal-seminar.ics');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="kyorugi-rules-seminar-2027-01-23.ics"',
    );
  });

  it('When an event is past the feed window but published, then its own file is still there', async () => {
    expect((await get('/events/cal-too-old.ics')).status).toBe(200);
  });

  it.each(['cal-draft', 'cal-cancelled', 'cal-missing', '__cal__', 'cal.seminar'])(
    'When the event is %s (a draft, cancelled, missing or not an id), then 404',
    async (id) => {
      const response = await get(`/events/${id}.ics`);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
    },
  );

  it.each(['/events/cal-seminar', '/calendar', '/calendar/seminar/extra.ics', '/other.ics'])(
    'When the path is %s, then 404',
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );
});
