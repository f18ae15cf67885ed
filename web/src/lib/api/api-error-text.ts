import type { ApiErrorParams, ApiFieldError } from '@domain/api-errors';
import type { IntlShape } from 'react-intl';

import { ApiRequestError } from './api-client';

/** The catalogue entry of a message the API answers with (its message_key). */
export const apiMessageId = (key: string) => `apiError.${key}`;

/** The catalogue entry of an error code, for answers without a message of their own. */
export const apiErrorCodeId = (code: string) => `apiError.code.${code}`;

const has = (intl: IntlShape, id: string) => Boolean(intl.messages[id]);

/**
 * A param named `<name>Key` that holds a message key (a household payment names the refused
 * record's own message) is shown translated as `<name>`.
 */
function translatedParams(intl: IntlShape, params: ApiErrorParams = {}): ApiErrorParams {
  const values: ApiErrorParams = { ...params };
  for (const [name, value] of Object.entries(params)) {
    const target = name.endsWith('Key') ? name.slice(0, -'Key'.length) : '';
    if (target && typeof value === 'string' && has(intl, apiMessageId(value))) {
      values[target] = intl.formatMessage({ id: apiMessageId(value) }, params);
    }
  }
  return values;
}

/** A field's problem in the reader's language: its validation code, else the server's text. */
export function apiFieldErrorText(intl: IntlShape, error: ApiFieldError): string {
  return error.code && has(intl, error.code)
    ? intl.formatMessage({ id: error.code }, error.params)
    : error.message;
}

/** Each field's problem, in the reader's language. */
export function apiFieldErrorTexts(intl: IntlShape, error: unknown): string[] {
  if (!(error instanceof ApiRequestError)) return [];
  return error.fieldErrors.map((field) => apiFieldErrorText(intl, field)).filter(Boolean);
}

/** A message key the API answered with, in the reader's language; null when unknown. */
export function apiMessageKeyText(
  intl: IntlShape,
  key: string | null | undefined,
  params?: ApiErrorParams,
): string | null {
  if (!key || !has(intl, apiMessageId(key))) return null;
  return intl.formatMessage({ id: apiMessageId(key) }, translatedParams(intl, params));
}

// Failures the client itself names (no answer, or one it could not read): their English
// text says nothing the code does not.
const CLIENT_CODES = new Set(['REQUEST_TIMEOUT', 'NETWORK_ERROR', 'UNKNOWN_ERROR', 'HTTP_ERROR']);

/**
 * The API's message in the reader's language: its message key from the catalogue; for an
 * answer without one, the server's English text, else the catalogue's text for its code;
 * null for anything that is not an API failure.
 */
export function localizedApiMessage(intl: IntlShape, error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const keyed = apiMessageKeyText(intl, error.messageKey, error.params);
  if (keyed !== null) return keyed;
  const english = error.message.trim();
  if (english && !CLIENT_CODES.has(error.code)) return english;
  if (has(intl, apiErrorCodeId(error.code))) {
    return intl.formatMessage({ id: apiErrorCodeId(error.code) });
  }
  return english || null;
}

/**
 * What to show for a failed API call: the message and each field's problem in
 * the reader's language, else `fallback` (already translated by the caller).
 */
export function apiErrorText(intl: IntlShape, error: unknown, fallback: string): string {
  const message = localizedApiMessage(intl, error);
  if (message === null) return fallback;
  return [message, ...apiFieldErrorTexts(intl, error)].join(' ');
}

/** The server's refusal (a 4xx answer) in the reader's language; null for anything else. */
export function apiRefusalText(intl: IntlShape, error: unknown): string | null {
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return refused ? localizedApiMessage(intl, error) : null;
}
