import type { RuntimeConfig } from '../../config/runtime-config';

import type { FirebaseServices } from './init-firebase';

let services: Promise<FirebaseServices> | null = null;

/** The Firebase SDK is its own chunk, loaded once, after the first paint of public pages. */
export function loadFirebase(config: RuntimeConfig): Promise<FirebaseServices> {
  services ??= import('./init-firebase').then(({ initFirebase }) => initFirebase(config));
  return services;
}
