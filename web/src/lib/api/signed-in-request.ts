import type { RuntimeConfig } from '../../config/runtime-config';
import { loadFirebase } from '../firebase/load-firebase';

import { apiRequest, ApiRequestError, type ApiRequestOptions } from './api-client';

/**
 * A fresh ID token of the signed-in person. Waits for the stored session to load; with
 * nobody signed in it rejects with UNAUTHENTICATED, as the API itself would answer.
 */
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

/** Calls the API as the signed-in person (bearer ID token), in the language asked for. */
export async function signedInRequest<T>(
  config: RuntimeConfig,
  path: string,
  options: Omit<ApiRequestOptions, 'idToken'> = {},
): Promise<T> {
  const idToken = await currentIdToken(config);
  return apiRequest<T>(config, path, { ...options, idToken });
}

/** After a payment the activeMember claim changes: refresh the token so the session sees it. */
export async function refreshIdToken(config: RuntimeConfig): Promise<void> {
  const { auth } = await loadFirebase(config);
  await auth.currentUser?.getIdToken(true);
}
