import type { CalendarEvent } from './event';
import { hasOpenEntry } from './event-entry-open';

const NOW = new Date('2027-03-01T12:00:00Z');
const event = (entry: unknown) =>
  ({
    id: 'ev-1',
    title: 'Spring Seminar',
    date: '2027-04-10',
    location: 'Palatine, IL',
    type: 'seminar',
    entry,
  }) as CalendarEvent;

describe('hasOpenEntry', () => {
  it('When entry settings are open and not closed yet, then members may register', () => {
    expect(hasOpenEntry(event({ registrationOpen: true, closesAt: null }), NOW)).toBe(true);
    expect(
      hasOpenEntry(event({ registrationOpen: true, closesAt: '2027-04-01T05:00:00Z' }), NOW),
    ).toBe(true);
  });

  it('When entries are closed, past their closing time, or not on the site, then no Register', () => {
    expect(hasOpenEntry(event({ registrationOpen: false }), NOW)).toBe(false);
    expect(
      hasOpenEntry(event({ registrationOpen: true, closesAt: '2027-02-01T05:00:00Z' }), NOW),
    ).toBe(false);
    expect(hasOpenEntry(event(null), NOW)).toBe(false);
    expect(hasOpenEntry(event(undefined), NOW)).toBe(false);
  });
});
