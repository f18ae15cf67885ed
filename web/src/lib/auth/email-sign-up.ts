import { createUserWithEmailAndPassword, type Auth, type User } from 'firebase/auth';

import type { RuntimeConfig } from '../../config/runtime-config';

import { requestVerificationEmail } from './account-emails';

/**
 * Creates an email-and-password user and has the API send the verification email. A
 * failure to send is only logged: the account exists and 'Resend Verification
 * Email' remains.
 */
export async function signUpWithEmail(
  auth: Auth,
  config: RuntimeConfig,
  email: string,
  password: string,
  locale: string,
): Promise<User> {
  const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
  try {
    await requestVerificationEmail(config, locale);
  } catch (error) {
    console.warn('Sending the verification email failed', error);
  }
  return user;
}
