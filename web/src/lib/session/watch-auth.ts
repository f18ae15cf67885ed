import { onIdTokenChanged, signOut as firebaseSignOut, type User } from 'firebase/auth';

import type { FirebaseServices } from '../firebase/init-firebase';

import type { SessionUser } from './session-user';

async function toSessionUser(user: User): Promise<SessionUser> {
  const { claims } = await user.getIdTokenResult();
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    isAdmin: claims.admin === true,
  };
}

/** Follows sign-in, sign-out and token refreshes (claims change with them). */
export function watchAuth(
  services: FirebaseServices,
  onChange: (user: SessionUser | null) => void,
) {
  return onIdTokenChanged(services.auth, (user) => {
    if (!user) return onChange(null);
    toSessionUser(user).then(onChange, () => onChange(null));
  });
}

export const signOut = (services: FirebaseServices) => firebaseSignOut(services.auth);
