import { calendarFeedPath, eventCalendarPath, webcalUrl } from './calendar-files';

describe('calendar files', () => {
  it('When the reader reads English, then the paths ask for no language; in Spanish they add ?lang=es', () => {
    expect(eventCalendarPath('spring-seminar', 'en')).toBe('/events/spring-seminar.ics');
    expect(eventCalendarPath('spring-seminar', 'es')).toBe('/events/spring-seminar.ics?lang=es');
    expect(calendarFeedPath(null, 'en')).toBe('/calendar.ics');
    expect(calendarFeedPath('tournament', 'es')).toBe('/calendar/tournament.ics?lang=es');
  });

  it('When an id has characters a path would misread, then they are encoded', () => {
    expect(eventCalendarPath('a/b?c', 'en')).toBe('/events/a%2Fb%3Fc.ics');
  });

  it('Then a feed is subscribed to at webcal:// on the same host', () => {
    expect(webcalUrl('members.example.org', '/calendar.ics')).toBe(
      'webcal://members.example.org/calendar.ics',
    );
  });
});
