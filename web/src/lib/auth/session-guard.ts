import { signOut, type Auth } from 'firebase/auth';

import { identityErrorCode } from './identity-error';

/** Failures after which the stored session can no longer be trusted. */
const SESSION_ENDING_CODES = new Set(['auth/user-disabled', 'auth/user-token-expired']);

/** Runs an identity call; a disabled user or an expired token signs the user out, then rethrows. */
export async function guardSession<T>(auth: Auth, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (SESSION_ENDING_CODES.has(identityErrorCode(error)) && auth.currentUser) {
      await signOut(auth).catch((signOutError: unknown) =>
        console.warn('Sign-out after a session-ending error failed', signOutError),
      );
    }
    throw error;
  }
}
