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
