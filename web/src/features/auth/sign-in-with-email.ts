import { signInWithEmailAndPassword } from 'firebase/auth';

import type { FirebaseServices } from '../../lib/firebase/init-firebase';

export async function signInWithEmail(services: FirebaseServices, email: string, password: string) {
  await signInWithEmailAndPassword(services.auth, email.trim(), password);
}
