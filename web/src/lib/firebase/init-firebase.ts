import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';

import type { RuntimeConfig } from '../../config/runtime-config';

/** The app and Auth: what sign-in and the session need. Firestore loads on its own. */
export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
}

export function initFirebase(config: RuntimeConfig): FirebaseServices {
  const { emulators, ...options } = config.firebase;
  const app = initializeApp(options);
  const auth = getAuth(app);
  if (emulators) connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
  return { app, auth };
}
