import type { AuthMethod } from '@domain/enums';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { signedInUser } from '../../../lib/api/signed-in-request';

/**
 * Who is signed in, as the wizard's steps need it (the account's uid, email and sign-in
 * method). The API calls send the ID token themselves, through lib/api/signed-in-request.
 */
export interface CurrentIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
  authMethod: AuthMethod;
  displayName: string | null;
}

const METHOD_BY_PROVIDER: Record<string, AuthMethod> = {
  'google.com': 'google',
  'facebook.com': 'facebook',
};

/** Who is signed in once the session has loaded, or null when nobody is. */
export async function currentIdentity(config: RuntimeConfig): Promise<CurrentIdentity | null> {
  const user = await signedInUser(config);
  if (!user) return null;
  const provider = user.providerData.find((info) => METHOD_BY_PROVIDER[info.providerId]);
  return {
    uid: user.uid,
    email: user.email ?? '',
    emailVerified: user.emailVerified,
    authMethod: provider ? METHOD_BY_PROVIDER[provider.providerId] : 'email',
    displayName: user.displayName,
  };
}
