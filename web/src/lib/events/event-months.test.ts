import type { CalendarEvent } from './event';
import { eventsByMonth, monthAnchorId } from './event-months';

const event = (id: string, date: string): CalendarEvent => ({
  id,
  date,
  title: id,
  location: 'Chicago, IL',
  type: 'tournament',
});

describe('eventsByMonth', () => {
  it('groups events soonest first into their months, keeping their order within each', () => {
    const groups = eventsByMonth([
      event('a', '2026-12-05'),
      event('b', '2026-12-20'),
      event('c', '2027-01-09'),
      event('d', '2027-03-01'),
    ]);
    expect(groups.map((group) => [group.id, group.events.map((e) => e.id)])).toEqual([
      ['events-2026-12', ['a', 'b']],
      ['events-2027-01', ['c']],
      ['events-2027-03', ['d']],
    ]);
    expect(groups[1].month).toEqual({ year: 2027, month: 1 });
  });

  it('gives no group for no events', () => {
    expect(eventsByMonth([])).toEqual([]);
  });

  it('names a month anchor by its year and two-digit month', () => {
    expect(monthAnchorId({ year: 2027, month: 3 })).toBe('events-2027-03');
  });
});
