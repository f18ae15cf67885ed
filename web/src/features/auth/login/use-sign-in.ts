import type { Auth } from 'firebase/auth';
import { useCallback, useEffect, useState } from 'react';

import { useConfig } from '../../../config/config-context';
import {
  identityErrorMessage,
  type IdentityMessage,
} from '../../../lib/auth/identity-error-message';
import { hasPendingRedirect } from '../../../lib/auth/pending-redirect';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { whenVisitorActs } from '../../../lib/scheduling/main-thread';

import type { SocialProvider } from './social-sign-in-buttons';

/**
 * The sign-in actions of /login, their busy state and the message of the last failure.
 * Success needs no handling here: the session follows Firebase and the page leaves.
 */
export function useSignIn() {
  const config = useConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<IdentityMessage | null>(null);

  // Firebase loads at once when a redirect sign-in is coming back, to complete it; else at
  // the visitor's first pointer, touch or key, so a reader never pays for it and a popup
  // still opens close to the click (browsers block one opened long after it).
  useEffect(() => {
    let current = true;
    const prepare = () => {
      Promise.all([loadFirebase(config), import('../../../lib/auth/social-sign-in')])
        .then(([{ auth }, { completeRedirectSignIn }]) => completeRedirectSignIn(auth, config))
        .catch((error: unknown) => {
          if (current) setError(identityErrorMessage(error));
        });
    };
    let stop: () => void = () => undefined;
    if (hasPendingRedirect()) prepare();
    else stop = whenVisitorActs(prepare);
    return () => {
      current = false;
      stop();
    };
  }, [config]);

  const run = useCallback(
    async (signIn: (auth: Auth) => Promise<unknown>) => {
      setBusy(true);
      setError(null);
      try {
        const { auth } = await loadFirebase(config);
        await signIn(auth);
      } catch (failure) {
        setError(identityErrorMessage(failure));
        setBusy(false);
      }
    },
    [config],
  );

  const signInWithSocial = useCallback(
    (provider: SocialProvider) =>
      run(async (auth) => {
        const social = await import('../../../lib/auth/social-sign-in');
        const signIn = provider === 'google' ? social.signInWithGoogle : social.signInWithFacebook;
        await signIn(auth, config);
      }),
    [run, config],
  );

  const signInWithEmail = useCallback(
    (email: string, password: string) =>
      run(async (auth) => {
        const { signInWithEmail: signIn } = await import('../../../lib/auth/email-sign-in');
        await signIn(auth, config, email, password);
      }),
    [run, config],
  );

  return { busy, error, signInWithSocial, signInWithEmail };
}
