import { identityErrorCode } from '../../../lib/auth/identity-error';

/** The message for a failed verification, as a message id. */
const MESSAGE_ID_BY_CODE: Record<string, string> = {
  'auth/expired-action-code': 'verifyEmail.error.expired',
  'auth/invalid-action-code': 'verifyEmail.error.invalid',
  'auth/user-disabled': 'verifyEmail.error.disabled',
  'auth/user-not-found': 'verifyEmail.error.userNotFound',
};

export function verificationErrorMessage(error: unknown): {
  id: string;
  values?: Record<string, string>;
} {
  const id = MESSAGE_ID_BY_CODE[identityErrorCode(error)];
  if (id) return { id };
  const reason = error instanceof Error ? error.message : String(error);
  return { id: 'verifyEmail.error.other', values: { reason } };
}
