import type { RuntimeConfig } from '../../config/runtime-config';
import { apiRequest, type ApiRequestOptions } from '../api/api-client';
import { loadFirebase } from '../firebase/load-firebase';

/** Calls the API as the signed-in user (bearer ID token) in the reader's language. */
export async function authedRequest<T>(
  config: RuntimeConfig,
  path: string,
  options: Omit<ApiRequestOptions, 'idToken'> = {},
): Promise<T> {
  const { auth } = await loadFirebase(config);
  const idToken = await auth.currentUser?.getIdToken();
  return apiRequest<T>(config, path, { ...options, idToken });
}

/** After a payment the activeMember claim changes: refresh the token so the session sees it. */
export async function refreshIdToken(config: RuntimeConfig): Promise<void> {
  const { auth } = await loadFirebase(config);
  await auth.currentUser?.getIdToken(true);
}
