import { todayIso } from '@domain/age';
import { useContext, useSyncExternalStore } from 'react';

import { RenderDateContext } from './render-date-context';

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
