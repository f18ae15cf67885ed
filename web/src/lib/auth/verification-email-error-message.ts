import { identityErrorCode } from './identity-error';

/** The message for a failed resend, as a message id. */
const MESSAGE_ID_BY_CODE: Record<string, string> = {
  'identity/no-current-user': 'identity.verificationEmail.noUser',
  'identity/already-verified': 'identity.verificationEmail.alreadyVerified',
  'auth/too-many-requests': 'identity.verificationEmail.tooManyRequests',
  'auth/user-not-found': 'identity.verificationEmail.userNotFound',
};

export function verificationEmailErrorMessageId(error: unknown): string {
  return MESSAGE_ID_BY_CODE[identityErrorCode(error)] ?? 'identity.verificationEmail.failed';
}

/** The message for a failed resend, as a message id. */
const RESEND_MESSAGE_ID_BY_CODE: Record<string, string> = {
  'identity/no-current-user': 'identity.error.noCurrentUser',
  'identity/already-verified': 'identity.error.alreadyVerified',
};

export function resendVerificationErrorMessageId(error: unknown): string {
  return RESEND_MESSAGE_ID_BY_CODE[identityErrorCode(error)] ?? 'identity.error.resendFailed';
}
