import { todayIso } from '@domain/age';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The date a page was prerendered on. Hydration must reproduce the prerendered markup, so
 * date-dependent parts first render for this date, then at once for the reader's today.
 */
export const RenderDateContext = createContext<string | null>(null);

const subscribeNever = () => () => undefined;
const readToday = () => todayIso();

/** Today as YYYY-MM-DD in the reader's calendar, safe to use in prerendered pages. */
export function useTodayIso(): string {
  const renderDate = useContext(RenderDateContext);
  return useSyncExternalStore(subscribeNever, readToday, () => renderDate ?? readToday());
}

export function useCurrentYear(): number {
  return Number(useTodayIso().slice(0, 4));
}
