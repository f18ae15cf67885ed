import {
  calendarEntry,
  calendarFeedName,
  calendarLanguage,
  feedStartDate,
  type CalendarEventSource,
} from './calendar-entry';

const SITE = 'https://members.example.org';

const seminar: CalendarEventSource = {
  id: 'ev-seminar',
  title: 'Kyorugi Rules Seminar',
  titleEs: 'Seminario de reglas de kyorugi',
  description: 'The new scoring rules.',
  descriptionEs: 'Las nuevas reglas de puntuación.',
  date: '2027-01-23',
  startTime: '09:00',
  endTime: '12:00',
  location: 'Illinois State University, Normal, IL',
  type: 'seminar',
  detailsLink: null,
  updatedAt: new Date('2026-11-20T12:00:00Z'),
};

const english = { language: 'en' as const, siteOrigin: SITE };
const spanish = { language: 'es' as const, siteOrigin: SITE };

describe('calendarEntry', () => {
  it('When the event has times, then it starts and ends at them in Chicago (CST in January: UTC-6)', () => {
    const entry = calendarEntry(seminar, english);
    expect(entry).toMatchObject({
      allDay: false,
      timeZone: 'America/Chicago',
      start: new Date('2027-01-23T15:00:00Z'),
      end: new Date('2027-01-23T18:00:00Z'),
    });
  });

  it('When the event falls in summer time, then Chicago is UTC-5', () => {
    const entry = calendarEntry({ ...seminar, date: '2027-07-10' }, english);
    expect(entry).toMatchObject({ start: new Date('2027-07-10T14:00:00Z') });
  });

  it('When the event has no start time, then it takes the whole day, ending (exclusively) the next', () => {
    const entry = calendarEntry(
      { ...seminar, date: '2027-02-28', startTime: null, endTime: null },
      english,
    );
    expect(entry).toMatchObject({ allDay: true, startDate: '2027-02-28', endDate: '2027-03-01' });
  });

  it('When the end time is missing or not after the start, then the entry has no end', () => {
    expect(calendarEntry({ ...seminar, endTime: null }, english)).toMatchObject({ end: null });
    expect(calendarEntry({ ...seminar, endTime: '08:00' }, english)).toMatchObject({ end: null });
  });

  it('When Spanish is asked for, then the Spanish title, description and type name are used', () => {
    expect(calendarEntry(seminar, spanish)).toMatchObject({
      summary: 'Seminario de reglas de kyorugi',
      description: 'Las nuevas reglas de puntuación.',
      category: 'Seminario',
    });
    expect(calendarEntry(seminar, english)).toMatchObject({
      summary: 'Kyorugi Rules Seminar',
      description: 'The new scoring rules.',
      category: 'Seminar',
    });
  });

  it('When an event has no Spanish text, then Spanish falls back to the English', () => {
    const entry = calendarEntry({ ...seminar, titleEs: null, descriptionEs: null }, spanish);
    expect(entry).toMatchObject({
      summary: 'Kyorugi Rules Seminar',
      description: 'The new scoring rules.',
    });
  });

  it('Then the UID is stable per event id, and the location and last change are carried', () => {
    const entry = calendarEntry(seminar, english);
    expect(entry?.uid).toBe('ev-seminar@iltkd');
    expect(calendarEntry({ ...seminar, title: 'Renamed' }, spanish)?.uid).toBe('ev-seminar@iltkd');
    expect(entry?.location).toBe('Illinois State University, Normal, IL');
    expect(entry?.lastModified).toEqual(new Date('2026-11-20T12:00:00Z'));
  });

  it('When the details link is on the site, then the URL is made absolute; an https link is kept; none links to the upcoming events', () => {
    const url = (detailsLink: string | null) =>
      calendarEntry({ ...seminar, detailsLink }, english)?.url;
    expect(url('/usat-il-state')).toBe(`${SITE}/usat-il-state`);
    expect(url('https://www.usatkd.org/events')).toBe('https://www.usatkd.org/events');
    expect(url(null)).toBe(`${SITE}/upcoming-events`);
    // Stored before the schema checked links: not passed on to a calendar application.
    expect(url('javascript:alert(1)')).toBe(`${SITE}/upcoming-events`);
    expect(url('//evil.example/x')).toBe(`${SITE}/upcoming-events`);
  });

  it("When an old event's type is 'sponsored' or unknown, then it is named as such or as 'Other'", () => {
    expect(calendarEntry({ ...seminar, type: 'sponsored' }, spanish)?.category).toBe('Patrocinado');
    expect(calendarEntry({ ...seminar, type: 'webinar' }, english)?.category).toBe('Other');
  });

  it('When the stored date is not a date, then there is no entry', () => {
    expect(calendarEntry({ ...seminar, date: '2027-02-30' }, english)).toBeNull();
  });
});

describe('the feed', () => {
  it('starts 30 days before today in Chicago (still yesterday there just after midnight UTC)', () => {
    expect(feedStartDate(new Date('2026-11-26T18:00:00Z'))).toBe('2026-10-27');
    expect(feedStartDate(new Date('2026-03-01T03:00:00Z'))).toBe('2026-01-29');
  });

  it('is named in the language asked for, per type or whole; an unknown language is English', () => {
    expect(calendarFeedName(null, 'en')).toBe('Illinois Taekwondo Association events');
    expect(calendarFeedName('tournament', 'es')).toBe(
      'Torneos de la Asociación de Taekwondo de Illinois',
    );
    expect(calendarLanguage('es')).toBe('es');
    expect(calendarLanguage('fr')).toBe('en');
    expect(calendarLanguage(undefined)).toBe('en');
  });
});
