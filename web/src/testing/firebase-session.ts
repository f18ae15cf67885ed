import type { FirebaseServices } from '../lib/firebase/init-firebase';

/** For tests that mock lib/firebase/load-firebase: nobody signed in. */
export function signedOutFirebase(): FirebaseServices {
  return {
    auth: { currentUser: null, authStateReady: async () => undefined },
  } as unknown as FirebaseServices;
}
