import { sendPasswordResetEmail, type Auth } from 'firebase/auth';

import { continueTo } from './action-code-settings';

/** Emails a password-reset link whose page continues to sign-in. */
export function sendPasswordReset(auth: Auth, email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email.trim(), continueTo('/login'));
}
