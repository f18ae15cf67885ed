import type { FirebaseServices } from '../lib/firebase/init-firebase';

/** For tests that mock lib/firebase/load-firebase: nobody signed in. */
export function signedOutFirebase(): FirebaseServices {
  return {
    auth: { currentUser: null, authStateReady: async () => undefined },
  } as unknown as FirebaseServices;
}

export interface FirebasePerson {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** 'google.com' or 'facebook.com'; none for an email and password account. */
  providerId?: string;
  displayName: string | null;
}

/**
 * For tests that mock lib/firebase/load-firebase: this person signed in, as the identity
 * helpers read them, with `token-{uid}` as their ID token.
 */
export function signedInFirebaseAs(person: FirebasePerson): FirebaseServices {
  const currentUser = {
    ...person,
    providerData: person.providerId ? [{ providerId: person.providerId }] : [],
    getIdToken: async () => `token-${person.uid}`,
  };
  return {
    auth: { currentUser, authStateReady: async () => undefined },
  } as unknown as FirebaseServices;
}
