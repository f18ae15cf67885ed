import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while rendering on the server and while hydrating prerendered HTML, true otherwise.
 * Pages are prerendered without their query string, so whatever depends on it (an emailed
 * link's mode, the verification banner) waits for this, and hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
