import { useCallback, useState } from 'react';

import {
  clearIncompleteRegistration,
  readIncompleteRegistration,
  type IncompleteRegistration,
} from './storage/incomplete-registration';

/**
 * For My Account: the email registration this user left at 'Check Your Email'. When it is
 * not null, render <RegistrationWizard startStep="membership" initialTier={registration.tier}
 * onComplete={dismiss} />; the wizard clears the record itself once the application is sent.
 */
export function useIncompleteRegistration(uid: string | null): {
  registration: IncompleteRegistration | null;
  dismiss: () => void;
} {
  const [dismissed, setDismissed] = useState(false);
  const registration = uid && !dismissed ? readIncompleteRegistration(uid) : null;
  const dismiss = useCallback(() => {
    clearIncompleteRegistration();
    setDismissed(true);
  }, []);
  return { registration, dismiss };
}
