import { API_MESSAGES } from '@domain/api-messages';
import type { User } from 'firebase/auth';

import type { RuntimeConfig } from '../../config/runtime-config';
import { loadFirebase } from '../firebase/load-firebase';

import { apiRequest, ApiRequestError, type ApiRequestOptions } from './api-client';

/**
 * The signed-in Firebase user once the stored session has loaded (it may still be restoring
 * right after a page load); null when nobody is signed in.
 */
export async function signedInUser(config: RuntimeConfig): Promise<User | null> {
  const { auth } = await loadFirebase(config);
  await auth.authStateReady();
  return auth.currentUser;
}

/**
 * A fresh ID token of the signed-in person. Waits for the stored session to load; with
 * nobody signed in it rejects with UNAUTHENTICATED and its message key, as the API itself
 * would answer, so the reader sees it in their language.
 */
export async function currentIdToken(config: RuntimeConfig): Promise<string> {
  const user = await signedInUser(config);
  if (!user) {
    throw new ApiRequestError({
      code: 'UNAUTHENTICATED',
      statusCode: 401,
      message: API_MESSAGES.unauthenticated,
      messageKey: 'unauthenticated',
    });
  }
  return user.getIdToken();
}

/** The ID token when someone is signed in (visitors may open an invitation link too). */
export async function optionalIdToken(config: RuntimeConfig): Promise<string | undefined> {
  const user = await signedInUser(config);
  return user ? user.getIdToken() : undefined;
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
