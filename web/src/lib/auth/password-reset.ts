import type { RuntimeConfig } from '../../config/runtime-config';

import { requestPasswordResetEmail } from './account-emails';

/** Emails a password-reset link whose page continues to sign-in (the API sends it). */
export function sendPasswordReset(
  config: RuntimeConfig,
  email: string,
  locale: string,
): Promise<void> {
  return requestPasswordResetEmail(config, email, locale);
}
