import {
  entrySettingsOf,
  eventEntryRules,
  eventStartsAt,
  storedEventOf,
} from './event-entry-records';

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

  it('When stored entry settings hold unknown values, then they read as nothing admitted or required', () => {
    expect(
      entrySettingsOf({
        registrationOpen: 'yes',
        capacity: -3,
        fees: { champion: 0, basic: 12.5, nonMember: null },
        roles: ['athlete', 'wizard'],
        divisions: ['Cadet', 'Elder'],
        minimumBelt: 'plaid',
      }),
    ).toEqual({
      registrationOpen: false,
      closesAt: null,
      capacity: null,
      fees: { champion: 0, basic: null, nonMember: null },
      requiresActiveMembership: true,
      roles: ['athlete'],
      divisions: ['Cadet'],
      minimumBelt: null,
      refundBeforeClose: false,
    });
    expect(entrySettingsOf(null)).toBeNull();
  });
});
