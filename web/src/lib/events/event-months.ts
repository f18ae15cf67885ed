import { monthOf, type YearMonth } from './calendar-months';
import type { CalendarEvent } from './event';

/** One month of a list of events: its anchor id, the month and its events. */
export interface EventMonth {
  id: string;
  month: YearMonth;
  events: CalendarEvent[];
}

/** The id a month's heading carries, so a plain #link reaches it: 'events-2027-03'. */
export function monthAnchorId({ year, month }: YearMonth): string {
  return `events-${year}-${String(month).padStart(2, '0')}`;
}

/** Events already in date order, grouped into their months in that order. */
export function eventsByMonth(events: readonly CalendarEvent[]): EventMonth[] {
  const groups: EventMonth[] = [];
  for (const event of events) {
    const month = monthOf(event.date);
    const id = monthAnchorId(month);
    const last = groups.at(-1);
    if (last?.id === id) last.events.push(event);
    else groups.push({ id, month, events: [event] });
  }
  return groups;
}
