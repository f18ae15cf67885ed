import { ApiRequestError } from '../../lib/api/api-client';

import type { WizardMessage } from './wizard-message';

const COMMON_IDS: Partial<Record<string, string>> = {
  VALIDATION_ERROR: 'registration.error.validation',
  REQUEST_TIMEOUT: 'registration.error.timeout',
  NETWORK_ERROR: 'registration.error.network',
  TOO_MANY_REQUESTS: 'registration.error.tooManyRequests',
};

const ACCOUNT_IDS: Partial<Record<string, string>> = {
  USER_EXISTS: 'registration.error.userExists',
  // The check expired or was never passed: the step shows it again.
  CAPTCHA_REQUIRED: 'securityCheck.completeFirst',
};

/** The server's own message, shown in the reader's language (its key) when rendered. */
const serverText = (error: ApiRequestError): WizardMessage | null =>
  error.messageKey || error.message.trim() ? { apiError: error, part: 'message' } : null;

/** Account creation; null for anything that is not an API failure. */
export function accountError(error: unknown): WizardMessage | null {
  if (!(error instanceof ApiRequestError)) return null;
  const id = ACCOUNT_IDS[error.code] ?? COMMON_IDS[error.code];
  return id ? { id } : (serverText(error) ?? { id: 'registration.error.accountFailed' });
}

/** Account completion: the server's field errors joined with commas, else its message. */
export function accountCompletionError(error: unknown): WizardMessage | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 422 || error.status === 400) {
    if (error.fieldErrors.some((item) => item.code || item.message)) {
      return { apiError: error, part: 'fields' };
    }
    return serverText(error) ?? { id: 'registration.error.completionFailed' };
  }
  return accountError(error);
}

/** Membership creation. */
export function membershipError(error: unknown): WizardMessage | null {
  if (!(error instanceof ApiRequestError)) return null;
  const duplicate = error.code === 'USER_EXISTS' || error.code === 'DUPLICATE_RESOURCE';
  const id = duplicate
    ? 'registration.error.duplicateMembership'
    : error.code === 'EMAIL_NOT_VERIFIED'
      ? 'registration.error.emailNotVerified'
      : COMMON_IDS[error.code];
  return id ? { id } : (serverText(error) ?? { id: 'registration.error.membershipFailed' });
}

/** The registration form shows the first non-empty error of its requests, else a generic one. */
export function firstError(...errors: (WizardMessage | null)[]): WizardMessage {
  return errors.find((error) => error !== null) ?? { id: 'registration.error.generic' };
}
