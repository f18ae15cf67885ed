import { signInWithEmailAndPassword, type Auth, type User } from 'firebase/auth';

import type { RuntimeConfig } from '../../config/runtime-config';

import { recordLogin } from './record-login';
import { guardSession } from './session-guard';

export async function signInWithEmail(
  auth: Auth,
  config: RuntimeConfig,
  email: string,
  password: string,
): Promise<User> {
  const { user } = await guardSession(auth, () =>
    signInWithEmailAndPassword(auth, email.trim(), password),
  );
  void recordLogin(config, user);
  return user;
}
