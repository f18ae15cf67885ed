import type { User } from 'firebase/auth';

import type { RuntimeConfig } from '../../config/runtime-config';
import { callApi } from '../api/call-api';

/**
 * Tells the API about a sign-in (it stamps lastLoginAt). Not awaited by sign-in: a failure
 * here (for example no account yet during registration) must not stop anyone signing in.
 */
export async function recordLogin(config: RuntimeConfig, user: User): Promise<void> {
  try {
    // The user just signed in: their own token, before the session may have caught up.
    await callApi(config, 'POST /accounts/user/{id}/login', {
      path: { id: user.uid },
      auth: 'none',
      headers: { Authorization: `Bearer ${await user.getIdToken()}` },
    });
  } catch (error) {
    console.warn('Recording the sign-in failed', error);
  }
}
