import {
  networkError,
  parseApiErrorResponse,
  timeoutError,
  unknownError,
  type ApiError,
  type ApiErrorCode,
  type ApiErrorParams,
  type ApiFieldError,
} from '@domain/api-errors';

import type { RuntimeConfig } from '../../config/runtime-config';
import { appCheckHeaders } from '../firebase/app-check-headers';

/** Every failure of an API call, in the API's error model (see @domain/api-errors). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The server's message as a key of the API's catalogue (see lib/api/api-error-text). */
  readonly messageKey: string | undefined;
  readonly params: ApiErrorParams;
  readonly fieldErrors: ApiFieldError[];

  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.status = error.statusCode;
    this.code = error.code;
    this.messageKey = error.messageKey;
    this.params = error.params ?? {};
    this.fieldErrors = error.errors ?? [];
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The signed-in user's Firebase ID token, sent as a bearer token. */
  idToken?: string;
  headers?: Record<string, string>;
  /** The reader's language, so server messages (and emails) come in it. */
  locale?: string;
  /** 'csv' for the admin exports: the answer is CSV text, not JSON. */
  answerFormat?: 'json' | 'csv';
}

function requestHeaders(options: ApiRequestOptions): Record<string, string> {
  const accept = options.answerFormat === 'csv' ? 'text/csv' : 'application/json';
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idToken) headers.Authorization = `Bearer ${options.idToken}`;
  if (options.locale) headers['Accept-Language'] = options.locale;
  return headers;
}

async function readSuccessBody<T>(response: Response, format: 'json' | 'csv'): Promise<T> {
  const text = await response.text();
  if (format === 'csv') return text as T;
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiRequestError(
      unknownError(`Unreadable response from the server (HTTP ${response.status})`),
    );
  }
}

/**
 * Calls the API at `${accountBaseUrl}/api/v1${path}` with JSON in and out. Resolves with the
 * parsed body (undefined when empty); rejects with an ApiRequestError, never anything else.
 */
export async function apiRequest<T>(
  config: RuntimeConfig,
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.api.timeoutMs);
  try {
    const headers = { ...requestHeaders(options), ...(await appCheckHeaders(config)) };
    let response: Response;
    try {
      response = await fetch(`${config.api.accountBaseUrl}/api/v1${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw new ApiRequestError(timeoutError());
      // fetch rejects with a TypeError when the request never got an answer.
      if (error instanceof TypeError) throw new ApiRequestError(networkError());
      throw new ApiRequestError(unknownError());
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new ApiRequestError(parseApiErrorResponse(response.status, text, response.statusText));
    }
    return await readSuccessBody<T>(response, options.answerFormat ?? 'json');
  } catch (error) {
    if (error instanceof ApiRequestError) throw error;
    throw new ApiRequestError(timedOut ? timeoutError() : unknownError());
  } finally {
    clearTimeout(timer);
  }
}
