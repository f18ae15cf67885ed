/** Maps an identity-provider error code to the spec's message (spec 01 §8), as a message id. */
const BY_CODE: Record<string, string> = {
  'auth/user-not-found': 'auth.error.userNotFound',
  'auth/wrong-password': 'auth.error.wrongPassword',
  'auth/invalid-credential': 'auth.error.invalidCredential',
  'auth/invalid-login-credentials': 'auth.error.invalidCredential',
  'auth/email-already-in-use': 'auth.error.emailInUse',
  'auth/weak-password': 'auth.error.weakPassword',
  'auth/invalid-email': 'auth.error.invalidEmail',
  'auth/too-many-requests': 'auth.error.tooManyRequests',
  'auth/user-disabled': 'auth.error.userDisabled',
  'auth/operation-not-allowed': 'auth.error.notEnabled',
  'auth/popup-closed-by-user': 'auth.error.cancelled',
  'auth/cancelled-popup-request': 'auth.error.onePopup',
  'auth/popup-blocked': 'auth.error.popupBlocked',
  'auth/network-request-failed': 'auth.error.network',
  'auth/internal-error': 'auth.error.internal',
};

export function authErrorMessageId(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  return (typeof code === 'string' && BY_CODE[code]) || 'auth.error.unexpected';
}
