import {
  addMonths,
  eventsByDate,
  monthGrid,
  monthOf,
  stepMonths,
  visibleMonths,
  visibleRange,
  weekdayOf,
} from './calendar-months';
import type { CalendarEvent } from './event';

function event(id: string, date: string, startTime?: string): CalendarEvent {
  return { id, date, startTime, title: id, location: 'Chicago, IL', type: 'training' };
}

describe('monthGrid', () => {
  it('starts a month whose 1st is a Sunday in the first cell', () => {
    // 1 November 2026 is a Sunday.
    const weeks = monthGrid({ year: 2026, month: 11 });
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(weeks).toHaveLength(5);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
  });

  it('pads six empty days before a month whose 1st is a Saturday', () => {
    // 1 May 2027 is a Saturday, so May 2027 spans six weeks.
    const weeks = monthGrid({ year: 2027, month: 5 });
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2027-05-01']);
    expect(weeks).toHaveLength(6);
    expect(weeks[5]).toEqual(['2027-05-30', '2027-05-31', null, null, null, null, null]);
  });

  it('gives February 29 days in a leap year and 28 otherwise', () => {
    const days = (year: number) =>
      monthGrid({ year, month: 2 })
        .flat()
        .filter((cell) => cell !== null);
    expect(days(2028)).toHaveLength(29);
    expect(days(2028).at(-1)).toBe('2028-02-29');
    expect(days(2027)).toHaveLength(28);
    expect(days(2100)).toHaveLength(28);
  });

  it('fills four exact weeks for a 28-day February starting on a Sunday', () => {
    // 1 February 2026 is a Sunday.
    const weeks = monthGrid({ year: 2026, month: 2 });
    expect(weeks).toHaveLength(4);
    expect(weeks.flat()).not.toContain(null);
  });

  it('always returns whole weeks of seven days', () => {
    for (let month = 1; month <= 12; month += 1) {
      for (const week of monthGrid({ year: 2027, month })) expect(week).toHaveLength(7);
    }
  });
});

describe('weekdayOf', () => {
  it('knows the state tournament falls on a Saturday', () => {
    expect(weekdayOf(2026, 4, 25)).toBe(6);
  });
});

describe('visibleRange', () => {
  it('covers one whole month in month view', () => {
    expect(visibleRange({ year: 2027, month: 2 }, 'month')).toEqual({
      fromIso: '2027-02-01',
      toIso: '2027-02-28',
    });
  });

  it('covers three months across a year boundary in 3-month view', () => {
    expect(visibleRange({ year: 2026, month: 11 }, 'quarter')).toEqual({
      fromIso: '2026-11-01',
      toIso: '2027-01-31',
    });
  });

  it('covers twelve months in year view', () => {
    expect(visibleRange({ year: 2027, month: 3 }, 'year')).toEqual({
      fromIso: '2027-03-01',
      toIso: '2028-02-29',
    });
  });
});

describe('visibleMonths', () => {
  it('lists the months of each view in order', () => {
    expect(visibleMonths({ year: 2026, month: 12 }, 'month')).toEqual([{ year: 2026, month: 12 }]);
    expect(visibleMonths({ year: 2026, month: 12 }, 'quarter')).toEqual([
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
      { year: 2027, month: 2 },
    ]);
    const year = visibleMonths({ year: 2026, month: 12 }, 'year');
    expect(year).toHaveLength(12);
    expect(year.at(-1)).toEqual({ year: 2027, month: 11 });
  });
});

describe('navigation', () => {
  it('moves one month in month view, wrapping the year', () => {
    expect(stepMonths({ year: 2026, month: 12 }, 'month', 1)).toEqual({ year: 2027, month: 1 });
    expect(stepMonths({ year: 2027, month: 1 }, 'month', -1)).toEqual({ year: 2026, month: 12 });
  });

  it('moves three months in 3-month view', () => {
    expect(stepMonths({ year: 2026, month: 11 }, 'quarter', 1)).toEqual({ year: 2027, month: 2 });
    expect(stepMonths({ year: 2026, month: 2 }, 'quarter', -1)).toEqual({ year: 2025, month: 11 });
  });

  it('moves twelve months in year view', () => {
    expect(stepMonths({ year: 2026, month: 5 }, 'year', 1)).toEqual({ year: 2027, month: 5 });
    expect(stepMonths({ year: 2026, month: 5 }, 'year', -1)).toEqual({ year: 2025, month: 5 });
  });

  it('adds any number of months', () => {
    expect(addMonths({ year: 2026, month: 1 }, 25)).toEqual({ year: 2028, month: 2 });
    expect(addMonths({ year: 2026, month: 1 }, -13)).toEqual({ year: 2024, month: 12 });
  });

  it('reads the month of a date and rejects malformed dates', () => {
    expect(monthOf('2026-10-15')).toEqual({ year: 2026, month: 10 });
    expect(() => monthOf('2026-13-01')).toThrow(RangeError);
  });
});

describe('eventsByDate', () => {
  it('groups events by day and orders each day by start time, all-day first', () => {
    const byDate = eventsByDate([
      event('afternoon', '2027-04-03', '13:00'),
      event('other-day', '2027-04-10', '09:00'),
      event('all-day', '2027-04-03'),
      event('morning', '2027-04-03', '08:30'),
    ]);
    expect(byDate.get('2027-04-03')?.map((e) => e.id)).toEqual(['all-day', 'morning', 'afternoon']);
    expect(byDate.get('2027-04-10')?.map((e) => e.id)).toEqual(['other-day']);
    expect(byDate.has('2027-04-04')).toBe(false);
  });
});
