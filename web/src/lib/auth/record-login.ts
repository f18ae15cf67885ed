import type { User } from 'firebase/auth';

import type { RuntimeConfig } from '../../config/runtime-config';
import { apiRequest } from '../api/api-client';

/**
 * Tells the API about a sign-in (it stamps lastLoginAt). Not awaited by sign-in: a failure
 * here (for example no account yet during registration) must not stop anyone signing in.
 */
export async function recordLogin(config: RuntimeConfig, user: User): Promise<void> {
  try {
    const idToken = await user.getIdToken();
    await apiRequest(config, `/accounts/user/${encodeURIComponent(user.uid)}/login`, {
      method: 'POST',
      idToken,
    });
  } catch (error) {
    console.warn('Recording the sign-in failed', error);
  }
}
