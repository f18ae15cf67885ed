import type { Auth } from 'firebase/auth';

import type { RuntimeConfig } from '../../config/runtime-config';

import { requestVerificationEmail } from './account-emails';
import { IdentityError } from './identity-error';
import { guardSession } from './session-guard';

/** Sends the signed-in user a new verification email through the API. */
export async function resendVerification(
  auth: Auth,
  config: RuntimeConfig,
  locale: string,
): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new IdentityError('identity/no-current-user', 'No authenticated user found');
  // The stored flag may be stale: the user may have verified in another tab.
  await guardSession(auth, () => user.reload());
  if (user.emailVerified) {
    throw new IdentityError('identity/already-verified', 'Email is already verified');
  }
  await requestVerificationEmail(config, locale);
}
