import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False on the server and while hydrating: the page is prerendered without its query. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
