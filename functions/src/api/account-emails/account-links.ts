import type { Auth } from 'firebase-admin/auth';

import { nullWhenNoSuchUser } from '../../claims/auth-errors';
import { signInAddressIsVerified } from '../../domain/email-verification';

/** The one-time links of Firebase Auth, made on the server so that our rate limits apply. */
export interface AccountLinks {
  /** The signed-in address and whether it is verified; null when there is no such user. */
  user(uid: string): Promise<{ email: string | null; emailVerified: boolean } | null>;
  /** Whether an account signs in with this address and counts it as verified. */
  verifiedAccountExists(email: string): Promise<boolean>;
  verificationLink(email: string, continueUrl: string): Promise<string>;
  passwordResetLink(email: string, continueUrl: string): Promise<string>;
}

export function firebaseAccountLinks(auth: Auth): AccountLinks {
  return {
    async user(uid) {
      const user = await auth.getUser(uid).catch(nullWhenNoSuchUser);
      return user ? { email: user.email ?? null, emailVerified: user.emailVerified } : null;
    },
    async verifiedAccountExists(email) {
      const user = await auth.getUserByEmail(email).catch(nullWhenNoSuchUser);
      return user !== null && signInAddressIsVerified(email, user.emailVerified, user.providerData);
    },
    verificationLink: (email, url) => auth.generateEmailVerificationLink(email, { url }),
    passwordResetLink: (email, url) => auth.generatePasswordResetLink(email, { url }),
  };
}
