import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';

import type { RuntimeConfig } from '../../config/runtime-config';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
}

export function initFirebase(config: RuntimeConfig): FirebaseServices {
  const { emulators, ...options } = config.firebase;
  const app = initializeApp(options);
  const auth = getAuth(app);
  const db = getFirestore(app);
  if (emulators) {
    connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
    connectFirestoreEmulator(db, emulators.firestoreHost, emulators.firestorePort);
  }
  return { app, auth, db };
}
