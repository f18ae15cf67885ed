import type { IntlShape } from 'react-intl';

import { ApiRequestError } from '../../../lib/api/api-client';

/** The server's message when it sent one, else the catalogue's fallback text. */
export function errorText(intl: IntlShape, error: unknown, fallbackId: string): string {
  if (
    error instanceof ApiRequestError &&
    error.message &&
    error.status >= 400 &&
    error.status < 500
  ) {
    return error.message;
  }
  return intl.formatMessage({ id: fallbackId });
}
