import { identityErrorCode } from './identity-error';

/** The message for a failed reset email, as a message id. */
const MESSAGE_ID_BY_CODE: Record<string, string> = {
  'auth/user-not-found': 'identity.resetEmail.userNotFound',
  'auth/invalid-email': 'identity.resetEmail.invalidEmail',
  'auth/missing-email': 'identity.resetEmail.invalidEmail',
  'auth/too-many-requests': 'identity.resetEmail.tooManyRequests',
};

export function passwordResetErrorMessageId(error: unknown): string {
  return MESSAGE_ID_BY_CODE[identityErrorCode(error)] ?? 'identity.resetEmail.failed';
}
