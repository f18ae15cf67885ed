import { createIntl } from 'react-intl';

import { messages as en } from '../../i18n/en/index';
import { messages as es } from '../../i18n/es/index';

import { IdentityError } from './identity-error';
import { identityErrorMessage, identityErrorMessageId } from './identity-error-message';
import { passwordResetErrorMessageId } from './password-reset-error-message';
import {
  resendVerificationErrorMessageId,
  verificationEmailErrorMessageId,
} from './verification-email-error-message';

const failure = (code: string) => Object.assign(new Error(`Firebase: (${code}).`), { code });

describe('identityErrorMessageId', () => {
  it.each([
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    ['auth/user-not-found', 'No account found with this email address.'],
    [
      'auth/invalid-credential',
      'Invalid email or password. Please check your credentials and try again.',
    ],
    ['auth/email-already-in-use', 'An account already exists with this email address.'],
    ['auth/weak-password', 'Password should be at least 6 characters long.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/too-many-requests', 'Too many failed attempts. Please try again later.'],
    ['auth/user-disabled', 'This account has been temporarily disabled.'],
    ['auth/operation-not-allowed', 'This sign-in method is not enabled.'],
    ['auth/popup-closed-by-user', 'Sign-in was cancelled. Please try again.'],
    [
      'auth/popup-blocked',
      'Pop-up was blocked by your browser. Please allow pop-ups and try again.',
    ],
    ['auth/cancelled-popup-request', 'Only one popup request is allowed at a time.'],
    ['auth/network-request-failed', 'Network error. Please check your connection and try again.'],
    ['auth/internal-error', 'An internal error occurred. Please try again.'],
  ])('maps %s to the spec message', (code, text) => {
    expect(en[identityErrorMessageId(failure(code))]).toBe(text);
  });

  it('falls back to the unexpected-error message for unknown codes and non-errors', () => {
    expect(identityErrorMessageId(failure('auth/something-new'))).toBe('identity.error.unexpected');
    expect(identityErrorMessageId('boom')).toBe('identity.error.unexpected');
    expect(identityErrorMessageId(null)).toBe('identity.error.unexpected');
    expect(en['identity.error.unexpected']).toBe('An unexpected error occurred. Please try again.');
  });

  it('maps the app’s own identity failures', () => {
    expect(en[identityErrorMessageId(new IdentityError('identity/no-current-user', 'x'))]).toBe(
      'No authenticated user found',
    );
    expect(en[identityErrorMessageId(new IdentityError('identity/already-verified', 'x'))]).toBe(
      'Email is already verified',
    );
  });

  it('has an English and a Spanish text for every message it can return', () => {
    const codes = [
      'auth/user-not-found',
      'auth/wrong-password',
      'auth/invalid-credential',
      'auth/invalid-login-credentials',
      'auth/email-already-in-use',
      'auth/account-exists-with-different-credential',
      'auth/weak-password',
      'auth/password-does-not-meet-requirements',
      'auth/invalid-email',
      'auth/missing-email',
      'auth/too-many-requests',
      'auth/user-disabled',
      'auth/user-token-expired',
      'auth/requires-recent-login',
      'auth/operation-not-allowed',
      'auth/popup-closed-by-user',
      'auth/user-cancelled',
      'auth/popup-blocked',
      'auth/cancelled-popup-request',
      'auth/network-request-failed',
      'auth/internal-error',
      'auth/expired-action-code',
      'auth/invalid-action-code',
      'auth/multi-factor-auth-required',
      'identity/no-current-user',
      'identity/already-verified',
      'unknown',
    ];
    const ids = codes.flatMap((code) => [
      identityErrorMessageId(failure(code)),
      passwordResetErrorMessageId(failure(code)),
      verificationEmailErrorMessageId(failure(code)),
      resendVerificationErrorMessageId(failure(code)),
    ]);
    const untranslated = ids.filter((id) => !en[id] || !es[id]);
    expect(untranslated).toEqual([]);
  });
});

describe('identityErrorMessage', () => {
  const policyRefusal = Object.assign(
    new Error(
      'Firebase: Missing password requirements: [Password must contain at least 10 characters, ' +
        'Password must contain a numeric character] (auth/password-does-not-meet-requirements).',
    ),
    { code: 'auth/password-does-not-meet-requirements' },
  );
  const format = (locale: 'en' | 'es', error: unknown) => {
    const { id, values } = identityErrorMessage(error);
    return createIntl({ locale, messages: locale === 'en' ? en : es }).formatMessage(
      { id },
      values,
    );
  };

  it("lists the password policy's missing requirements, in Spanish too", () => {
    const list =
      'Password must contain at least 10 characters, Password must contain a numeric character';
    expect(format('en', policyRefusal)).toBe(
      `Password requirements not met: ${list}. Please update your password and try again.`,
    );
    expect(format('es', policyRefusal)).toBe(
      `No se cumplen los requisitos de la contraseña: ${list}. Actualice su contraseña e inténtelo de nuevo.`,
    );
  });

  it('says the requirements are not met when the provider gives no list', () => {
    expect(format('en', failure('auth/password-does-not-meet-requirements'))).toBe(
      'Your password does not meet security requirements.',
    );
  });

  it('uses the plain message for every other failure', () => {
    expect(identityErrorMessage(failure('auth/wrong-password'))).toEqual({
      id: 'identity.error.wrongPassword',
    });
  });
});

describe('passwordResetErrorMessageId', () => {
  it('uses the password-reset dialog messages', () => {
    expect(en[passwordResetErrorMessageId(failure('auth/user-not-found'))]).toBe(
      'No user found with this email address.',
    );
    expect(en[passwordResetErrorMessageId(failure('auth/too-many-requests'))]).toBe(
      'Too many requests. Please wait before requesting another password reset email.',
    );
    expect(en[passwordResetErrorMessageId(failure('auth/internal-error'))]).toBe(
      'Failed to send password reset email. Please try again later.',
    );
  });
});

describe('verificationEmailErrorMessageId', () => {
  it('uses the email verification dialog messages', () => {
    expect(
      en[verificationEmailErrorMessageId(new IdentityError('identity/already-verified', 'x'))],
    ).toBe('Your email is already verified!');
    expect(en[verificationEmailErrorMessageId(failure('auth/too-many-requests'))]).toBe(
      'Too many requests. Please wait before requesting another verification email.',
    );
    expect(en[verificationEmailErrorMessageId(failure('auth/internal-error'))]).toBe(
      'Failed to send verification email. Please try again later.',
    );
  });
});
