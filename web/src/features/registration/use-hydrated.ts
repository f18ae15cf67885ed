import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False on the server and while hydrating: /register is prerendered without its query, so
 * the 'Email Verified' banner waits for this and hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
