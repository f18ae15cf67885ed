import type { RuntimeConfig } from '../../config/runtime-config';
import { apiRequest, type ApiRequestOptions } from '../api/api-client';

import { currentIdToken } from './id-token';

/** An API call as the signed-in person (bearer ID token), in the reader's language. */
export async function signedInRequest<T>(
  config: RuntimeConfig,
  path: string,
  options: Omit<ApiRequestOptions, 'idToken'> = {},
): Promise<T> {
  const idToken = await currentIdToken(config);
  return apiRequest<T>(config, path, { ...options, idToken });
}

/** Query string of the defined, non-empty values (and no 'all' filter). */
export function queryString(params: Record<string, string | number | boolean | undefined>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || value === 'all') continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
