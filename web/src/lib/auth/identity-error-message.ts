import { identityErrorCode } from './identity-error';

/** The message shown for each identity-provider failure, as a message id. */
const MESSAGE_ID_BY_CODE: Record<string, string> = {
  'auth/user-not-found': 'identity.error.userNotFound',
  'auth/wrong-password': 'identity.error.wrongPassword',
  'auth/invalid-credential': 'identity.error.invalidCredential',
  'auth/invalid-login-credentials': 'identity.error.invalidCredential',
  'auth/email-already-in-use': 'identity.error.emailInUse',
  'auth/account-exists-with-different-credential': 'identity.error.differentCredential',
  'auth/weak-password': 'identity.error.weakPassword',
  'auth/password-does-not-meet-requirements': 'identity.error.passwordRequirements',
  'auth/invalid-email': 'identity.error.invalidEmail',
  'auth/missing-email': 'identity.error.invalidEmail',
  'auth/too-many-requests': 'identity.error.tooManyRequests',
  'auth/user-disabled': 'identity.error.userDisabled',
  'auth/user-token-expired': 'identity.error.sessionExpired',
  'auth/requires-recent-login': 'identity.error.recentLogin',
  'auth/operation-not-allowed': 'identity.error.notEnabled',
  'auth/popup-closed-by-user': 'identity.error.cancelled',
  'auth/user-cancelled': 'identity.error.cancelled',
  'auth/popup-blocked': 'identity.error.popupBlocked',
  'auth/cancelled-popup-request': 'identity.error.onePopup',
  'auth/network-request-failed': 'identity.error.network',
  'auth/internal-error': 'identity.error.internal',
  'auth/expired-action-code': 'identity.error.expiredLink',
  'auth/invalid-action-code': 'identity.error.invalidLink',
  'auth/multi-factor-auth-required': 'identity.error.multiFactor',
  'identity/no-current-user': 'identity.error.noCurrentUser',
  'identity/already-verified': 'identity.error.alreadyVerified',
};

export function identityErrorMessageId(error: unknown): string {
  return MESSAGE_ID_BY_CODE[identityErrorCode(error)] ?? 'identity.error.unexpected';
}

/** A message to show: its id and the values it formats with. */
export interface IdentityMessage {
  id: string;
  values?: Record<string, string>;
}

/**
 * with its values: a password-policy refusal names the missing requirements, which
 * the provider gives only inside its message ('Missing password requirements: [a, b]').
 */
export function identityErrorMessage(error: unknown): IdentityMessage {
  const list = missingPasswordRequirements(error);
  return list
    ? { id: 'identity.error.passwordRequirementsList', values: { list } }
    : { id: identityErrorMessageId(error) };
}

function missingPasswordRequirements(error: unknown): string | null {
  if (identityErrorCode(error) !== 'auth/password-does-not-meet-requirements') return null;
  const message = error instanceof Error ? error.message : '';
  return /\[([^\]]+)\]/.exec(message)?.[1].trim() || null;
}
