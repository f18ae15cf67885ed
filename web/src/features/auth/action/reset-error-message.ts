import { identityErrorCode } from '../../../lib/auth/identity-error';

/** What a failed link check says, as a message id. */
const CHECK_MESSAGE_IDS: Record<string, string> = {
  'auth/expired-action-code': 'resetPassword.error.expired',
  'auth/invalid-action-code': 'resetPassword.error.invalid',
  'auth/user-disabled': 'resetPassword.error.disabled',
  'auth/user-not-found': 'resetPassword.error.userNotFound',
};

/** What a failed new-password submission says. */
const SUBMIT_MESSAGE_IDS: Record<string, string> = {
  'auth/expired-action-code': 'resetPassword.error.expired',
  'auth/invalid-action-code': 'resetPassword.error.invalid',
  'auth/weak-password': 'resetPassword.error.weak',
  'auth/password-does-not-meet-requirements': 'resetPassword.error.weak',
};

export const resetCheckErrorMessageId = (error: unknown) =>
  CHECK_MESSAGE_IDS[identityErrorCode(error)] ?? 'resetPassword.error.checkFailed';

export const resetSubmitErrorMessageId = (error: unknown) =>
  SUBMIT_MESSAGE_IDS[identityErrorCode(error)] ?? 'resetPassword.error.submitFailed';
