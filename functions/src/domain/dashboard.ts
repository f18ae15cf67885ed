import { addDaysIso } from './dates';
import { associationDate } from './renewal';

// The board dashboard's fixed shape: how many clubs, events and months it shows, so that the
// queries behind it are bounded whatever the association's size.

/** The clubs shown by name; the others are counted together. */
export const DASHBOARD_TOP_CLUBS = 8;
/** The upcoming events shown with their entries. */
export const DASHBOARD_UPCOMING_EVENTS = 10;
/** The months of new members and revenue, the current one last. */
export const DASHBOARD_MONTHS = 12;
/** Renewals due within this many days. */
export const RENEWAL_WINDOW_DAYS = 60;
/** Certifications expiring within these many days. */
export const CERTIFICATION_WINDOWS_DAYS = [30, 60] as const;

/** One month of the chart: 'YYYY-MM', and its first day and the next month's, 'YYYY-MM-DD'. */
export interface DashboardMonthWindow {
  month: string;
  from: string;
  until: string;
}

const monthKey = (year: number, month: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/**
 * The last `count` calendar months on the association's calendar (America/Chicago), oldest
 * first, ending with the month `now` falls in.
 */
export function dashboardMonths(now: Date, count = DASHBOARD_MONTHS): DashboardMonthWindow[] {
  const [year, month] = associationDate(now).split('-').map(Number) as [number, number];
  const windows: DashboardMonthWindow[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
    const [ny, nm] = [Math.floor((index + 1) / 12), ((index + 1) % 12) + 1];
    windows.push({
      month: monthKey(y, m),
      from: `${monthKey(y, m)}-01`,
      until: `${monthKey(ny, nm)}-01`,
    });
  }
  return windows;
}

/** Today on the association's calendar and the last day of a window of `days` from it. */
export function dayWindow(now: Date, days: number): { from: string; through: string } {
  const today = associationDate(now);
  return { from: today, through: addDaysIso(today, days) };
}

/** The clubs with counts, biggest first, cut to `top`; the rest summed. */
export function topAndRest<T extends { count: number }>(
  all: readonly T[],
  total: number,
  top = DASHBOARD_TOP_CLUBS,
): { top: T[]; rest: number } {
  const shown = [...all].sort((a, b) => b.count - a.count).slice(0, top);
  const shownTotal = shown.reduce((sum, item) => sum + item.count, 0);
  return { top: shown, rest: Math.max(0, total - shownTotal) };
}
