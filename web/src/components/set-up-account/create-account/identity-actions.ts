import type { RuntimeConfig } from '../../../config/runtime-config';
import { identityErrorCode } from '../../../lib/auth/identity-error';
import type { SignInMethod } from '../../../lib/auth/sign-in-methods';
import { loadFirebase } from '../../../lib/firebase/load-firebase';

export type SignUpOutcome = { kind: 'created' } | { kind: 'exists'; methods: SignInMethod[] };

/**
 * Registration first checks whether the email already has an account; the
 * identity modules load only now, so the page itself carries no Firebase code.
 */
export async function signUpByEmail(
  config: RuntimeConfig,
  email: string,
  password: string,
  locale: string,
): Promise<SignUpOutcome> {
  const [{ auth }, { signInMethodsForEmail }, { signUpWithEmail }] = await Promise.all([
    loadFirebase(config),
    import('../../../lib/auth/sign-in-methods'),
    import('../../../lib/auth/email-sign-up'),
  ]);
  const methods = await signInMethodsForEmail(auth, email);
  if (methods.length > 0) return { kind: 'exists', methods };
  try {
    await signUpWithEmail(auth, config, email, password, locale);
    return { kind: 'created' };
  } catch (error) {
    // With email-enumeration protection the lookup answers nothing; creation still refuses.
    if (identityErrorCode(error) === 'auth/email-already-in-use')
      return { kind: 'exists', methods: [] };
    throw error;
  }
}

export async function signInWithSocial(
  config: RuntimeConfig,
  provider: 'google' | 'facebook',
): Promise<void> {
  const [{ auth }, social] = await Promise.all([
    loadFirebase(config),
    import('../../../lib/auth/social-sign-in'),
  ]);
  await (provider === 'google'
    ? social.signInWithGoogle(auth, config)
    : social.signInWithFacebook(auth, config));
}

const SOCIAL_PROVIDERS: Record<string, 'google' | 'facebook'> = {
  'google.com': 'google',
  'facebook.com': 'facebook',
};

/**
 * A social sign-in whose blocked popup fell back to a redirect, finished on the page it came
 * back to: the provider it signed in with, or null when none came back.
 */
export async function completeRedirectedSignIn(
  config: RuntimeConfig,
): Promise<'google' | 'facebook' | null> {
  const [{ auth }, { completeRedirectSignIn }] = await Promise.all([
    loadFirebase(config),
    import('../../../lib/auth/social-sign-in'),
  ]);
  const user = await completeRedirectSignIn(auth, config);
  if (!user) return null;
  const provider = user.providerData.find((info) => SOCIAL_PROVIDERS[info.providerId]);
  return provider ? SOCIAL_PROVIDERS[provider.providerId] : 'google';
}

export async function resendVerificationEmail(
  config: RuntimeConfig,
  locale: string,
): Promise<void> {
  const [{ auth }, { resendVerification }] = await Promise.all([
    loadFirebase(config),
    import('../../../lib/auth/resend-verification'),
  ]);
  await resendVerification(auth, config, locale);
}
