import {
  FacebookAuthProvider,
  getRedirectResult,
  GoogleAuthProvider,
  signInWithPopup,
  signInWithRedirect,
  type Auth,
  type AuthProvider,
  type User,
} from 'firebase/auth';

import type { RuntimeConfig } from '../../config/runtime-config';

import { identityErrorCode } from './identity-error';
import { clearPendingRedirect, notePendingRedirect } from './pending-redirect';
import { recordLogin } from './record-login';
import { guardSession } from './session-guard';

/** Popup failures that a full-page redirect gets around. */
const REDIRECT_FALLBACK_CODES = new Set([
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/operation-not-supported-in-this-environment',
]);

export function googleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  // The account chooser, so a shared computer does not sign in the last person silently.
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

export function facebookProvider(): FacebookAuthProvider {
  const provider = new FacebookAuthProvider();
  provider.addScope('email');
  return provider;
}

async function signInWithProvider(
  auth: Auth,
  config: RuntimeConfig,
  provider: AuthProvider,
): Promise<User> {
  try {
    const { user } = await guardSession(auth, () => signInWithPopup(auth, provider));
    void recordLogin(config, user);
    return user;
  } catch (error) {
    if (!REDIRECT_FALLBACK_CODES.has(identityErrorCode(error))) throw error;
    // The page navigates away; completeRedirectSignIn finishes the job when it comes back.
    notePendingRedirect();
    return signInWithRedirect(auth, provider);
  }
}

export const signInWithGoogle = (auth: Auth, config: RuntimeConfig) =>
  signInWithProvider(auth, config, googleProvider());

export const signInWithFacebook = (auth: Auth, config: RuntimeConfig) =>
  signInWithProvider(auth, config, facebookProvider());

/** On the page a redirect sign-in returns to: the user it signed in, or null if none. */
export async function completeRedirectSignIn(
  auth: Auth,
  config: RuntimeConfig,
): Promise<User | null> {
  const result = await guardSession(auth, () => getRedirectResult(auth)).finally(
    clearPendingRedirect,
  );
  if (!result) return null;
  void recordLogin(config, result.user);
  return result.user;
}
