import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';

import type { FirebaseServices } from './init-firebase';

export function ReactfireProviders({
  services,
  children,
}: {
  services: FirebaseServices;
  children: ReactNode;
}) {
  return (
    <FirebaseAppProvider firebaseApp={services.app}>
      <AuthProvider sdk={services.auth}>
        <FirestoreProvider sdk={services.db}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
