import { dashboardMonths, dayWindow, topAndRest } from './dashboard';

describe('dashboardMonths', () => {
  it('When it is mid-November in Chicago, then the twelve months run from December of last year to November', () => {
    const months = dashboardMonths(new Date('2026-11-28T17:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-12', from: '2025-12-01', until: '2026-01-01' });
    expect(months[11]).toEqual({ month: '2026-11', from: '2026-11-01', until: '2026-12-01' });
  });

  it('When it is already 1 January in UTC but still 31 December in Chicago, then December is the current month', () => {
    const months = dashboardMonths(new Date('2027-01-01T03:00:00Z'));
    expect(months[11]?.month).toBe('2026-12');
    expect(months[0]?.month).toBe('2026-01');
  });

  it('When asked for three months in March, then January, February and March follow without gaps', () => {
    expect(dashboardMonths(new Date('2026-03-15T12:00:00Z'), 3).map((m) => m.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });
});

describe('dayWindow', () => {
  it('When the window is 60 days from 28 November, then it ends on 27 January', () => {
    expect(dayWindow(new Date('2026-11-28T17:00:00Z'), 60)).toEqual({
      from: '2026-11-28',
      through: '2027-01-27',
    });
  });
});

describe('topAndRest', () => {
  it('When there are more clubs than shown, then the biggest are kept and the rest summed from the total', () => {
    const clubs = [
      { id: 'a', count: 2 },
      { id: 'b', count: 9 },
      { id: 'c', count: 5 },
    ];
    expect(topAndRest(clubs, 20, 2)).toEqual({
      top: [
        { id: 'b', count: 9 },
        { id: 'c', count: 5 },
      ],
      rest: 6,
    });
  });
});
