import {
  addDaysIso,
  addYearsIso,
  daysInMonth,
  formatIsoDateLocal,
  isValidIsoDate,
  parseIsoDate,
  toIsoDate,
  todayIso,
} from './dates';

describe('dates', () => {
  it('accepts real calendar dates and rejects impossible or badly shaped ones', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2023-02-29')).toBe(false);
    expect(isValidIsoDate('1900-02-29')).toBe(false);
    expect(isValidIsoDate('2000-02-29')).toBe(true);
    expect(isValidIsoDate('2024-04-31')).toBe(false);
    expect(isValidIsoDate('2024-13-01')).toBe(false);
    expect(isValidIsoDate('2024-1-01')).toBe(false);
    expect(isValidIsoDate('2024-01-01T00:00:00Z')).toBe(false);
    expect(isValidIsoDate(20240101)).toBe(false);
  });

  it('parses a date into numbers without consulting any timezone', () => {
    expect(parseIsoDate('2010-07-04')).toEqual({ year: 2010, month: 7, day: 4 });
  });

  it('knows the length of February in leap and common years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it('trims a timestamp to its date part and refuses anything else', () => {
    expect(toIsoDate('2012-05-17T00:00:00.000Z')).toBe('2012-05-17');
    expect(toIsoDate('2012-05-17')).toBe('2012-05-17');
    expect(toIsoDate('17/05/2012')).toBeNull();
    expect(toIsoDate('')).toBeNull();
    expect(toIsoDate(null)).toBeNull();
  });

  it('reads today from the local calendar of the given instant', () => {
    expect(todayIso(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(todayIso(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });

  it('moves dates by whole days across months and years', () => {
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysIso('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('adds years and moves 29 February to 28 February in a common year', () => {
    expect(addYearsIso('2024-05-01', 1)).toBe('2025-05-01');
    expect(addYearsIso('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYearsIso('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYearsIso('2025-03-01', -1)).toBe('2024-03-01');
    expect(() => addYearsIso('not a date', 1)).toThrow(RangeError);
  });

  it('shows a stored date as the same calendar day in any locale', () => {
    expect(formatIsoDateLocal('2010-01-01')).toBe('1/1/2010');
    expect(formatIsoDateLocal('2010-12-31T00:00:00Z', 'en-US', { dateStyle: 'long' })).toBe(
      'December 31, 2010',
    );
    expect(formatIsoDateLocal('2010-12-31', 'es')).toBe('31/12/2010');
  });

  it('returns unreadable values unchanged rather than inventing a date', () => {
    expect(formatIsoDateLocal('soon')).toBe('soon');
    expect(formatIsoDateLocal(null)).toBe('');
  });
});
