import type { Auth } from 'firebase-admin/auth';

import { signInAddressIsVerified } from '../domain/email-verification';

/** The address a payer's receipt may go to: their own, once verified; null otherwise. */
export type ReceiptRecipient = (uid: string) => Promise<string | null>;

export function verifiedSignInEmail(auth: Auth): ReceiptRecipient {
  return async (uid) => {
    const user = await auth.getUser(uid).catch(() => null);
    if (!user?.email) return null;
    return signInAddressIsVerified(user.email, user.emailVerified, user.providerData)
      ? user.email
      : null;
  };
}
