import type { RuntimeConfig } from '../../config/runtime-config';

import type { FirebaseServices } from './init-firebase';

let services: Promise<FirebaseServices> | null = null;
const listeners = new Set<(services: Promise<FirebaseServices>) => void>();

/**
 * The Firebase SDK is its own chunk, loaded once and only when something needs it: a
 * stored session, a sign-in, a signed-in area or the directory. Public pages never ask.
 */
export function loadFirebase(config: RuntimeConfig): Promise<FirebaseServices> {
  if (!services) {
    services = import('./init-firebase').then(({ initFirebase }) => initFirebase(config));
    for (const listener of listeners) listener(services);
    listeners.clear();
  }
  return services;
}

/** Calls back once Firebase starts loading (at once if it already has); returns a stop. */
export function whenFirebaseLoads(listener: (services: Promise<FirebaseServices>) => void) {
  if (services) {
    listener(services);
    return () => undefined;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
