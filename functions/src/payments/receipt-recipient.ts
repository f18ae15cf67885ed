import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import { signInAddressIsVerified } from '../domain/email-verification';
import { readMailLanguage } from '../firestore/collections/accounts';
import type { MailLanguage } from '../mail/mail-message';

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

/** Where and in which language a payer's payment emails go. */
export interface PaymentMailAddressee {
  to: string;
  language: MailLanguage;
}

/** The payer's verified address and the language they chose for their account. */
export async function paymentMailAddressee(
  db: Firestore,
  recipient: ReceiptRecipient,
  uid: string,
): Promise<PaymentMailAddressee | null> {
  const [to, language] = await Promise.all([recipient(uid), readMailLanguage(db, uid)]);
  return to ? { to, language } : null;
}
