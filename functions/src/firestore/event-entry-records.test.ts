import { storedEventOf } from './collections/events';
import { eventEntryRules, eventStartsAt } from './event-entry-records';

describe('event entry records', () => {
  it("When an event's day starts, then it is midnight in Illinois, summer or winter", () => {
    expect(eventStartsAt('2027-04-10')?.toISOString()).toBe('2027-04-10T05:00:00.000Z');
    expect(eventStartsAt('2027-01-10')?.toISOString()).toBe('2027-01-10T06:00:00.000Z');
    expect(eventStartsAt('not a date')).toBeNull();
  });

  it('When an event has no closing time, then entries close as its day starts', () => {
    const event = storedEventOf('ev-1', {
      title: 'Spring Seminar',
      date: '2027-04-10',
      published: true,
      cancelledAt: null,
      entry: { registrationOpen: true, closesAt: null, fees: { basic: 3000 } },
    });
    expect(event.entry && eventEntryRules({ ...event, entry: event.entry }).closesAt).toEqual(
      new Date('2027-04-10T05:00:00.000Z'),
    );
  });
});
