// Calendar dates travel as 'YYYY-MM-DD' strings and are never turned into local Date
// objects, so a date of birth cannot slip a day in a timezone west of UTC.

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isValidIsoDate(value: unknown): value is string {
  return typeof value === 'string' && parseIsoDate(value) !== null;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Accepts 'YYYY-MM-DD' or an ISO timestamp and keeps only its date part. */
export function toIsoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = ISO_DATE_PREFIX.exec(value.trim());
  return match && match[1] && isValidIsoDate(match[1]) ? match[1] : null;
}

/** Today's date in the runtime's own timezone. */
export function todayIso(now: Date = new Date()): string {
  return formatCalendarDate({
    year: now.getFullYear(),
    month: now.getMonth() + 1,
    day: now.getDate(),
  });
}

/**
 * Adds whole years. 29 February moves to 28 February in a non-leap year so that
 * a one-year membership never runs past the anniversary month.
 */
export function addYearsIso(iso: string, years: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  const year = date.year + years;
  return formatCalendarDate({
    year,
    month: date.month,
    day: Math.min(date.day, daysInMonth(year, date.month)),
  });
}

/** `iso` moved by whole days (negative: back). */
export function addDaysIso(iso: string, days: number): string {
  const day = parseIsoDate(iso);
  if (!day) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  const moved = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return formatCalendarDate({
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  });
}

/** Shows a calendar date in the reader's locale without any timezone shift. */
export function formatIsoDateLocal(
  value: string | null | undefined,
  locale = 'en-US',
  options: Intl.DateTimeFormatOptions = {},
): string {
  const iso = toIsoDate(value);
  const date = iso ? parseIsoDate(iso) : null;
  if (!date) return value ?? '';
  // Formatting a UTC instant in UTC shows exactly the stored calendar day.
  const instant = new Date(Date.UTC(date.year, date.month - 1, date.day));
  instant.setUTCFullYear(date.year);
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(instant);
}
