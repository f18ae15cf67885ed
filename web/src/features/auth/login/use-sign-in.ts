import type { Auth } from 'firebase/auth';
import { useCallback, useEffect, useState } from 'react';

import { useConfig } from '../../../config/config-context';
import { identityErrorMessageId } from '../../../lib/auth/identity-error-message';
import { loadFirebase } from '../../../lib/firebase/load-firebase';

import type { SocialProvider } from './social-sign-in-buttons';

/**
 * The sign-in actions of /login, their busy state and the message of the last failure.
 * Success needs no handling here: the session follows Firebase and the page leaves.
 */
export function useSignIn() {
  const config = useConfig();
  const [busy, setBusy] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);

  // Load Firebase now: a popup opened long after the click is blocked by browsers. It also
  // completes a sign-in that fell back to a redirect and has just come back here.
  useEffect(() => {
    let current = true;
    Promise.all([loadFirebase(config), import('../../../lib/auth/social-sign-in')])
      .then(([{ auth }, { completeRedirectSignIn }]) => completeRedirectSignIn(auth, config))
      .catch((error: unknown) => {
        if (current) setErrorId(identityErrorMessageId(error));
      });
    return () => {
      current = false;
    };
  }, [config]);

  const run = useCallback(
    async (signIn: (auth: Auth) => Promise<unknown>) => {
      setBusy(true);
      setErrorId(null);
      try {
        const { auth } = await loadFirebase(config);
        await signIn(auth);
      } catch (error) {
        setErrorId(identityErrorMessageId(error));
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

  return { busy, errorId, signInWithSocial, signInWithEmail };
}
