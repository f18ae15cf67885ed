import {
  fillPath,
  type AnswerOf,
  type BodyOf,
  type EndpointKey,
  type PathParamNames,
  type PathParamsOf,
  type PathOf,
  type QueryOf,
} from '@domain/contract/api-endpoints';

import type { RuntimeConfig } from '../../config/runtime-config';

import { apiRequest, type ApiRequestOptions } from './api-client';
import { queryString } from './query-string';
import { optionalIdToken, currentIdToken } from './signed-in-request';

type PathPart<K extends EndpointKey> = [PathParamNames<PathOf<K>>] extends [never]
  ? { path?: undefined }
  : { path: PathParamsOf<K> };
type BodyPart<K extends EndpointKey> = [BodyOf<K>] extends [never]
  ? { body?: undefined }
  : { body: BodyOf<K> };
type QueryPart<K extends EndpointKey> = [QueryOf<K>] extends [never]
  ? { query?: undefined }
  : { query?: QueryOf<K> };

/** Options are required when the endpoint has path parameters or a body. */
type NeedsOptions<K extends EndpointKey> = [PathParamNames<PathOf<K>>] extends [never]
  ? [BodyOf<K>] extends [never]
    ? false
    : true
  : true;

export type CallApiOptions<K extends EndpointKey> = PathPart<K> &
  BodyPart<K> &
  QueryPart<K> & {
    /**
     * Who calls: 'signed-in' (the default) sends the person's ID token and fails without
     * one; 'optional' sends it when someone is signed in; 'none' never does.
     */
    auth?: 'signed-in' | 'optional' | 'none';
    /** The reader's language, so server messages (and emails) come in it. */
    locale?: string;
    headers?: Record<string, string>;
  };

async function tokenFor(config: RuntimeConfig, auth: CallApiOptions<EndpointKey>['auth']) {
  if (auth === 'none') return undefined;
  if (auth === 'optional') return optionalIdToken(config);
  return currentIdToken(config);
}

/**
 * Calls one endpoint of the API contract (@domain/contract/api-endpoints) by its key, with
 * the path parameters, query and body its entry declares, and resolves with its answer type.
 * Rejects with an ApiRequestError, as apiRequest does.
 */
export async function callApi<K extends EndpointKey>(
  config: RuntimeConfig,
  key: K,
  ...[options]: NeedsOptions<K> extends true
    ? [options: CallApiOptions<K>]
    : [options?: CallApiOptions<K>]
): Promise<AnswerOf<K>> {
  const { path, query, body, auth, locale, headers } = (options ?? {}) as CallApiOptions<K> & {
    path?: Record<string, string>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
  };
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as NonNullable<ApiRequestOptions['method']>;
  const template = key.slice(space + 1);
  const url = fillPath(template, path ?? {}) + (query ? queryString(query) : '');
  return apiRequest<AnswerOf<K>>(config, url, {
    method,
    body,
    locale,
    headers,
    idToken: await tokenFor(config, auth),
    // The admin exports are the contract's only non-JSON answers, each path a .csv file.
    answerFormat: template.endsWith('.csv') ? 'csv' : 'json',
  });
}
