import type { Firestore } from 'firebase/firestore';
import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';

import type { FirebaseServices } from './init-firebase';

export function ReactfireProviders({
  services,
  db,
  children,
}: {
  services: FirebaseServices;
  db: Firestore;
  children: ReactNode;
}) {
  return (
    <FirebaseAppProvider firebaseApp={services.app}>
      <AuthProvider sdk={services.auth}>
        <FirestoreProvider sdk={db}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
