import type { IntlShape } from 'react-intl';

import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorText, apiMessageKeyText } from '../../../lib/api/api-error-text';
import type { InviteValidation } from '../api/club-invite-api';

/** Why the server turned the code down, in the reader's language when it says which case. */
export function refusalText(intl: IntlShape, result: InviteValidation): string {
  return (
    apiMessageKeyText(intl, result.error_key) ||
    result.error ||
    intl.formatMessage({ id: 'clubRegistration.invalid.invalidCode' })
  );
}

/** A validation that failed as a request: the server's 4xx reason, else 'Failed to validate'. */
export function validationFailureText(intl: IntlShape, error: unknown): string {
  const fallback = intl.formatMessage({ id: 'clubRegistration.invalid.validateFailed' });
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return refused ? apiErrorText(intl, error, fallback) : fallback;
}
