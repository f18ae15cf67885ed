import type { ObservableStatus } from 'reactfire';

import type { CalendarEvent } from './event';

/** A reactfire result in a chosen state, for tests that mock the events hooks. */
export function fakeEventsStatus(
  status: ObservableStatus<CalendarEvent[]>['status'],
  data: CalendarEvent[] = [],
  error?: Error,
): ObservableStatus<CalendarEvent[]> {
  return {
    status,
    data,
    error,
    hasEmitted: status !== 'loading',
    isComplete: false,
    firstValuePromise: Promise.resolve(),
  };
}
