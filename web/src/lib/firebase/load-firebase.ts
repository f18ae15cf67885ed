import type { Firestore } from 'firebase/firestore';

import type { RuntimeConfig } from '../../config/runtime-config';

import { appCheckEnabled, startAppCheck } from './app-check';
import type { FirebaseServices } from './init-firebase';

let services: Promise<FirebaseServices> | null = null;
let firestore: Promise<Firestore> | null = null;
const listeners = new Set<(services: Promise<FirebaseServices>) => void>();

/**
 * The Firebase SDK (app and Auth) is its own chunk, loaded once and only when something
 * needs it: a stored session, a sign-in, a signed-in area or the directory. Public pages
 * of a visitor without a session never ask.
 */
export function loadFirebase(config: RuntimeConfig): Promise<FirebaseServices> {
  if (!services) {
    services = import('./init-firebase').then(async ({ initFirebase }) => {
      const started = initFirebase(config);
      if (appCheckEnabled(config)) await startAppCheck(started.app, config);
      return started;
    });
    for (const listener of listeners) listener(services);
    listeners.clear();
  }
  return services;
}

/**
 * The realtime Firestore SDK, a chunk of its own on top of the app: only the signed-in
 * areas, the directory and a member's header read Firestore live; sign-in pages do not.
 */
export function loadFirestore(config: RuntimeConfig): Promise<Firestore> {
  firestore ??= Promise.all([loadFirebase(config), import('./init-firestore')]).then(
    ([{ app }, { initFirestore }]) => initFirestore(app, config),
  );
  return firestore;
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
