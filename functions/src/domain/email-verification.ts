// Google and Facebook check the address themselves; Firebase marks Facebook sign-ins as
// unverified all the same, so the sign-in provider counts too.
const PROVIDERS_THAT_VERIFY = ['google.com', 'facebook.com'];

/**
 * Whether mail may go to a person's sign-in address and they may apply for a membership:
 * the address is verified, or they signed in with a provider that verifies it.
 */
export function emailCountsAsVerified(
  emailVerified: boolean,
  signInProviders: readonly (string | null | undefined)[],
): boolean {
  return (
    emailVerified ||
    signInProviders.some((provider) => PROVIDERS_THAT_VERIFY.includes(provider ?? ''))
  );
}

/** One sign-in of a user as Firebase Auth lists it (providerData). */
export interface LinkedSignIn {
  providerId: string;
  email?: string | null;
}

/**
 * Whether mail may go to a user's sign-in address: Auth marks it verified, or a Google or
 * Facebook sign-in of that very address is linked. A linked provider vouches for its own
 * address only, not for an unverified one the account signed up with.
 */
export function signInAddressIsVerified(
  email: string,
  emailVerified: boolean,
  signIns: readonly LinkedSignIn[],
): boolean {
  return (
    emailVerified ||
    signIns.some(
      (signIn) =>
        PROVIDERS_THAT_VERIFY.includes(signIn.providerId) &&
        signIn.email?.toLowerCase() === email.toLowerCase(),
    )
  );
}
