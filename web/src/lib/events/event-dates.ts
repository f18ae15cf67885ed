import { parseIsoDate } from '@domain/dates';

/**
 * A local Date at midnight (or at 'HH:mm') of a 'YYYY-MM-DD' day. Built from the parts so
 * that formatting it in the reader's timezone shows exactly the stored day.
 */
export function localDateOf(iso: string, time?: string): Date {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  const [hours, minutes] = parseTime(time);
  const result = new Date(date.year, date.month - 1, date.day, hours, minutes);
  // Years before 100 would otherwise be read as 19xx.
  result.setFullYear(date.year);
  return result;
}

function parseTime(time: string | undefined): [number, number] {
  const match = time ? /^(\d{1,2}):(\d{2})$/.exec(time) : null;
  return match ? [Number(match[1]), Number(match[2])] : [0, 0];
}
