import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  type Auth,
  type User,
} from 'firebase/auth';

import { continueTo } from './action-code-settings';

/**
 * Creates an email-and-password user and sends the verification email. A failure to send
 * is only logged (spec 01 §4): the account exists and 'Resend Verification Email' remains.
 */
export async function signUpWithEmail(auth: Auth, email: string, password: string): Promise<User> {
  const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
  try {
    await sendEmailVerification(user, continueTo('/login?from=verification'));
  } catch (error) {
    console.warn('Sending the verification email failed', error);
  }
  return user;
}
