import {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  verifyPasswordResetCode,
  type Auth,
} from 'firebase/auth';

/**
 * Each emailed code works once, yet React may run an effect twice (StrictMode, remounts):
 * the first attempt for a code is shared, so the second run sees its result, not a
 * spurious 'already used'.
 */
const attempts = new Map<string, Promise<string | null>>();

function once(key: string, run: () => Promise<string | null>): Promise<string | null> {
  let attempt = attempts.get(key);
  if (!attempt) {
    attempt = run();
    attempts.set(key, attempt);
  }
  return attempt;
}

/** Applies an email-verification code; resolves with the verified address when known. */
export function applyEmailVerification(auth: Auth, code: string): Promise<string | null> {
  return once(`verifyEmail:${code}`, async () => {
    const info = await checkActionCode(auth, code);
    await applyActionCode(auth, code);
    // A signed-in reader's session (and its emailVerified flag) should show it at once.
    if (auth.currentUser) {
      await auth.currentUser.reload();
      await auth.currentUser.getIdToken(true);
    }
    return info.data.email ?? null;
  });
}

/** Checks a password-reset code; resolves with the address of the account it resets. */
export function emailOfResetCode(auth: Auth, code: string): Promise<string | null> {
  return once(`resetPassword:${code}`, () => verifyPasswordResetCode(auth, code));
}

export function resetPassword(auth: Auth, code: string, newPassword: string): Promise<void> {
  return confirmPasswordReset(auth, code, newPassword);
}
