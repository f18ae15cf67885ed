import type { AuthMethod } from '@domain/enums';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { loadFirebase } from '../../../lib/firebase/load-firebase';

/** Who is signed in, as the API calls of the wizard need it. */
export interface CurrentIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
  authMethod: AuthMethod;
  displayName: string | null;
  idToken: string;
}

const METHOD_BY_PROVIDER: Record<string, AuthMethod> = {
  'google.com': 'google',
  'facebook.com': 'facebook',
};

/** The signed-in Firebase user with a fresh ID token, or null when nobody is signed in. */
export async function currentIdentity(config: RuntimeConfig): Promise<CurrentIdentity | null> {
  const { auth } = await loadFirebase(config);
  // The session may still be restoring from storage right after a page load.
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return null;
  const provider = user.providerData.find((info) => METHOD_BY_PROVIDER[info.providerId]);
  return {
    uid: user.uid,
    email: user.email ?? '',
    emailVerified: user.emailVerified,
    authMethod: provider ? METHOD_BY_PROVIDER[provider.providerId] : 'email',
    displayName: user.displayName,
    idToken: await user.getIdToken(),
  };
}
