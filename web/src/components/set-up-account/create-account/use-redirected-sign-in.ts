import { useEffect, useRef } from 'react';

import { useConfig } from '../../../config/config-context';
import {
  identityErrorMessage,
  type IdentityMessage,
} from '../../../lib/auth/identity-error-message';
import { hasPendingRedirect } from '../../../lib/auth/pending-redirect';

import { completeRedirectedSignIn } from './identity-actions';

export interface RedirectedSignInHandlers {
  /** 'redirect' while the sign-in finishes, null once it has. */
  setBusy: (busy: 'redirect' | null) => void;
  setError: (error: IdentityMessage) => void;
  /** The provider the finished sign-in used. */
  onSignedIn?: (provider: 'google' | 'facebook') => void;
}

/**
 * A blocked popup fell back to a redirect that has come back here: finish that sign-in
 * when the page opens (and nothing when no redirect is pending).
 */
export function useRedirectedSignIn({ setBusy, setError, onSignedIn }: RedirectedSignInHandlers) {
  const config = useConfig();
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  useEffect(() => {
    if (!hasPendingRedirect()) return;
    let current = true;
    setBusy('redirect');
    completeRedirectedSignIn(config).then(
      (provider) => {
        if (!current) return;
        setBusy(null);
        if (provider) signedIn.current?.(provider);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(identityErrorMessage(failure));
        setBusy(null);
      },
    );
    return () => {
      current = false;
    };
  }, [config, setBusy, setError]);
}
