import { startTransition, useEffect, useState } from 'react';

import { useConfig } from '../../config/config-context';
import { runQuery, type StructuredQuery } from '../firebase/firestore-rest';

import type { CalendarEvent } from './event';
import { eventsBetweenQuery, upcomingEventsQuery } from './events-queries';

export interface EventsResult {
  status: 'loading' | 'success' | 'error';
  data: CalendarEvent[];
  error?: Error;
}

const LOADING: EventsResult = { status: 'loading', data: [] };

/** Reads public events once per query (events change rarely; no live listener needed). */
function useEventsQuery(query: StructuredQuery): EventsResult {
  const config = useConfig();
  // The serialised query identifies it, so a query rebuilt on each render reads only once.
  const key = JSON.stringify(query);
  const [result, setResult] = useState<EventsResult & { key: string }>({ ...LOADING, key });
  useEffect(() => {
    const controller = new AbortController();
    // The events fill in placeholders as a transition: rendering a calendar's worth of
    // them then yields to the browser instead of blocking a tap in one long task.
    runQuery<CalendarEvent>(config, JSON.parse(key), controller.signal).then(
      (data) => startTransition(() => setResult({ status: 'success', data, key })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        startTransition(() => setResult({ status: 'error', data: [], error: failure, key }));
      },
    );
    return () => controller.abort();
  }, [config, key]);
  return result.key === key ? result : LOADING;
}

export function useUpcomingEvents(fromIso: string, limit: number): EventsResult {
  return useEventsQuery(upcomingEventsQuery(fromIso, limit));
}

export function useEventsBetween(fromIso: string, toIso: string): EventsResult {
  return useEventsQuery(eventsBetweenQuery(fromIso, toIso));
}
