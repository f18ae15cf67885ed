import { lazy } from 'react';

import { useSession } from '../../lib/session/session-provider';

import { useIncompleteRegistration } from './use-incomplete-registration';

// Most members have no unfinished registration: only they load and evaluate the wizard
// (its forms and schemas took a 55 ms task, 4x that on a phone, on every My Account visit).
const RegistrationWizard = lazy(() =>
  import('./registration-wizard').then((module) => ({ default: module.RegistrationWizard })),
);

/**
 * On My Account: an email registration left at 'Check Your Email' (now verified and signed
 * in) continues at the membership step; nothing renders when there is none. Render inside
 * <Suspense>: the wizard loads when there is one.
 */
export function ResumeIncompleteRegistration() {
  const { user } = useSession();
  const { registration, dismiss } = useIncompleteRegistration(user?.uid ?? null);
  if (!registration) return null;
  return (
    <RegistrationWizard
      startStep="membership"
      initialTier={registration.tier}
      onComplete={dismiss}
    />
  );
}
