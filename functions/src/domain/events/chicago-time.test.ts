import { chicagoDateTime, chicagoInstant, isValidTime } from './chicago-time';

describe('chicagoInstant', () => {
  it('reads a winter time as Central Standard Time (UTC-6)', () => {
    expect(chicagoInstant('2027-01-23', '09:00').toISOString()).toBe('2027-01-23T15:00:00.000Z');
  });

  it('reads a summer time as Central Daylight Time (UTC-5)', () => {
    expect(chicagoInstant('2027-07-10', '09:00').toISOString()).toBe('2027-07-10T14:00:00.000Z');
  });

  it('takes midnight when no time is given', () => {
    expect(chicagoInstant('2026-12-05').toISOString()).toBe('2026-12-05T06:00:00.000Z');
  });

  it('handles the day daylight saving time starts', () => {
    // 14 March 2027: 02:00 CST jumps to 03:00 CDT.
    expect(chicagoInstant('2027-03-14', '01:30').toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(chicagoInstant('2027-03-14', '12:00').toISOString()).toBe('2027-03-14T17:00:00.000Z');
  });

  it('refuses a malformed date or time', () => {
    expect(() => chicagoInstant('2027-02-30', '09:00')).toThrow(RangeError);
    expect(() => chicagoInstant('2027-02-03', '24:00')).toThrow(RangeError);
  });
});

describe('chicagoDateTime', () => {
  it('gives the Chicago wall clock of an instant, the day before UTC late in the evening', () => {
    expect(chicagoDateTime(new Date('2027-01-24T03:30:00Z'))).toEqual({
      date: '2027-01-23',
      time: '21:30',
    });
  });

  it('round-trips with chicagoInstant', () => {
    const instant = chicagoInstant('2027-06-12', '17:45');
    expect(chicagoDateTime(instant)).toEqual({ date: '2027-06-12', time: '17:45' });
  });
});

describe('isValidTime', () => {
  it('accepts HH:mm on a 24-hour clock only', () => {
    expect(isValidTime('00:00')).toBe(true);
    expect(isValidTime('23:59')).toBe(true);
    expect(isValidTime('9:00')).toBe(false);
    expect(isValidTime('12:60')).toBe(false);
    expect(isValidTime(900)).toBe(false);
  });
});
