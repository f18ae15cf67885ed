import type { CalendarEvent } from './event';
import type { EventsResult } from './use-events';

/** An events result in a chosen state, for tests that mock the events hooks. */
export function fakeEventsStatus(
  status: EventsResult['status'],
  data: CalendarEvent[] = [],
  error?: Error,
): EventsResult {
  return { status, data, error };
}
