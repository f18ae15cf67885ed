import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';

import type { RuntimeConfig } from '../../config/runtime-config';

export function initFirestore(app: FirebaseApp, config: RuntimeConfig): Firestore {
  const db = getFirestore(app);
  const { emulators } = config.firebase;
  if (emulators) connectFirestoreEmulator(db, emulators.firestoreHost, emulators.firestorePort);
  return db;
}
