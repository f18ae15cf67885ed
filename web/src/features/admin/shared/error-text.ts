import type { IntlShape } from 'react-intl';

import { ApiRequestError } from '../../../lib/api/api-client';
import { apiMessageText } from '../../../lib/api/api-error-text';

/** The server's refusal (4xx) in the reader's language, else the catalogue's fallback text. */
export function errorText(intl: IntlShape, error: unknown, fallbackId: string): string {
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return (refused && apiMessageText(intl, error)) || intl.formatMessage({ id: fallbackId });
}
