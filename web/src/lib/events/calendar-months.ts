import { daysInMonth, formatCalendarDate, parseIsoDate } from '@domain/dates';

import type { CalendarEvent } from './event';

/** A calendar month; `month` runs from 1 (January) to 12. */
export interface YearMonth {
  year: number;
  month: number;
}

export const CALENDAR_VIEWS = ['month', 'quarter', 'year'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** How many months each view shows, and so how far previous/next move. */
export const VIEW_MONTHS: Record<CalendarView, number> = { month: 1, quarter: 3, year: 12 };

export const DEFAULT_VIEW: CalendarView = 'quarter';

/** One week of a month grid, Sunday first; days outside the month are null. */
export type CalendarWeek = (string | null)[];

export function monthOf(iso: string): YearMonth {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return { year: date.year, month: date.month };
}

export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Moves the first visible month by a whole view: 1, 3 or 12 months. */
export function stepMonths(start: YearMonth, view: CalendarView, direction: 1 | -1): YearMonth {
  return addMonths(start, direction * VIEW_MONTHS[view]);
}

export function visibleMonths(start: YearMonth, view: CalendarView): YearMonth[] {
  return Array.from({ length: VIEW_MONTHS[view] }, (_, offset) => addMonths(start, offset));
}

/** The first and last day shown, both inclusive, for the events query. */
export function visibleRange(
  start: YearMonth,
  view: CalendarView,
): { fromIso: string; toIso: string } {
  const last = addMonths(start, VIEW_MONTHS[view] - 1);
  return {
    fromIso: formatCalendarDate({ ...start, day: 1 }),
    toIso: formatCalendarDate({ ...last, day: daysInMonth(last.year, last.month) }),
  };
}

/** 0 for Sunday to 6 for Saturday; computed in UTC so no timezone can move the day. */
export function weekdayOf(year: number, month: number, day: number): number {
  const instant = new Date(Date.UTC(year, month - 1, day));
  instant.setUTCFullYear(year);
  return instant.getUTCDay();
}

/** The weeks of a month, Sunday to Saturday, padded with null before the 1st and after the last day. */
export function monthGrid({ year, month }: YearMonth): CalendarWeek[] {
  const cells: (string | null)[] = Array.from({ length: weekdayOf(year, month, 1) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) {
    cells.push(formatCalendarDate({ year, month, day }));
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: CalendarWeek[] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** Events keyed by their day, each day's events by start time (all-day first). */
export function eventsByDate(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const byDate = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    byDate.set(event.date, [...(byDate.get(event.date) ?? []), event]);
  }
  for (const dayEvents of byDate.values()) {
    dayEvents.sort((a, b) => (a.startTime ?? '').localeCompare(b.startTime ?? ''));
  }
  return byDate;
}
