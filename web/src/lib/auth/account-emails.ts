import type { RuntimeConfig } from '../../config/runtime-config';
import { ApiRequestError } from '../api/api-client';
import { callApi } from '../api/call-api';

/**
 * The API's answers as the identity provider's error codes, which the dialogs already turn
 * into the site's messages ('Too many requests. Please wait before requesting...').
 */
class AccountEmailError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AccountEmailError';
  }
}

function asIdentityError(error: unknown): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  if (error.code === 'TOO_MANY_REQUESTS') {
    return new AccountEmailError('auth/too-many-requests', error.message);
  }
  if (error.code === 'VALIDATION_ERROR' && error.fieldErrors.some((e) => e.field === 'email')) {
    return new AccountEmailError('auth/invalid-email', error.message);
  }
  if (error.code === 'NOT_FOUND' || error.code === 'UNAUTHENTICATED') {
    return new AccountEmailError('auth/user-not-found', error.message);
  }
  return error;
}

/** POST /account-emails/verification: a new verification email for the signed-in user. */
export async function requestVerificationEmail(config: RuntimeConfig, locale: string) {
  await callApi(config, 'POST /account-emails/verification', { locale }).catch((error: unknown) => {
    throw asIdentityError(error);
  });
}

/** POST /account-emails/password-reset: a reset link for the address, if it has an account. */
export async function requestPasswordResetEmail(
  config: RuntimeConfig,
  email: string,
  locale: string,
) {
  await callApi(config, 'POST /account-emails/password-reset', {
    auth: 'none',
    body: { email: email.trim() },
    locale,
  }).catch((error: unknown) => {
    throw asIdentityError(error);
  });
}
