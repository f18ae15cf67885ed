import type { RuntimeConfig } from '../../config/runtime-config';
import { ApiRequestError } from '../api/api-client';
import { loadFirebase } from '../firebase/load-firebase';

/** A fresh ID token of the signed-in person, for the admin calls' bearer header. */
export async function currentIdToken(config: RuntimeConfig): Promise<string> {
  const { auth } = await loadFirebase(config);
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) {
    throw new ApiRequestError({
      code: 'UNAUTHENTICATED',
      statusCode: 401,
      message: 'No authenticated user found',
    });
  }
  return user.getIdToken();
}

/** The ID token when someone is signed in (visitors may open an invitation link too). */
export async function optionalIdToken(config: RuntimeConfig): Promise<string | undefined> {
  const { auth } = await loadFirebase(config);
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : undefined;
}
