import { fetchSignInMethodsForEmail, type Auth } from 'firebase/auth';

export type SignInMethod = 'password' | 'google.com' | 'facebook.com';

const KNOWN_METHODS: readonly string[] = ['password', 'google.com', 'facebook.com'];

/**
 * The ways an existing account with this email signs in; empty when there is none (or when
 * the project hides this with email-enumeration protection, in which case account creation
 * itself reports auth/email-already-in-use).
 */
export async function signInMethodsForEmail(auth: Auth, email: string): Promise<SignInMethod[]> {
  const methods = await fetchSignInMethodsForEmail(auth, email.trim());
  return methods.filter((method): method is SignInMethod => KNOWN_METHODS.includes(method));
}
