import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False in prerendered HTML and while it hydrates, true once React runs the page. Controls
 * that only work with JavaScript stay disabled until then, so an early click is not lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
