import type { IntlShape } from 'react-intl';

import { apiRefusalText } from '../../../lib/api/api-error-text';

/** The server's refusal (4xx) in the reader's language, else the catalogue's fallback text. */
export function errorText(intl: IntlShape, error: unknown, fallbackId: string): string {
  return apiRefusalText(intl, error) || intl.formatMessage({ id: fallbackId });
}
