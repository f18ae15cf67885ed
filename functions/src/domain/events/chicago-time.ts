import { parseIsoDate } from '../dates';

/** The association's time zone: event dates, times and closing times are read in it. */
export const EVENT_TIME_ZONE = 'America/Chicago';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isValidTime = (value: unknown): value is string =>
  typeof value === 'string' && TIME.test(value);

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallClock(instant: Date) {
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** Chicago's offset from UTC at an instant, in milliseconds (-6 h or -5 h). */
function offsetMs(instant: Date): number {
  const c = wallClock(instant);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a Chicago wall-clock date and 'HH:mm' time names (DST included). */
export function chicagoInstant(date: string, time = '00:00'): Date {
  const day = parseIsoDate(date);
  const clock = TIME.exec(time);
  if (!day || !clock) throw new RangeError(`Not a date and time: ${date} ${time}`);
  const wall = Date.UTC(day.year, day.month - 1, day.day, Number(clock[1]), Number(clock[2]));
  // Twice: the offset at the first guess may differ across a DST change.
  const first = wall - offsetMs(new Date(wall));
  return new Date(wall - offsetMs(new Date(first)));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The Chicago wall-clock date 'YYYY-MM-DD' and time 'HH:mm' of an instant. */
export function chicagoDateTime(instant: Date): { date: string; time: string } {
  const c = wallClock(instant);
  return {
    date: `${String(c.year).padStart(4, '0')}-${pad(c.month)}-${pad(c.day)}`,
    time: `${pad(c.hour)}:${pad(c.minute)}`,
  };
}
