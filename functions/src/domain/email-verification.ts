// Google and Facebook check the address themselves; Firebase marks Facebook sign-ins as
// unverified all the same, so a linked sign-in of that provider vouches for its address.
const PROVIDERS_THAT_VERIFY = ['google.com', 'facebook.com'];

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
