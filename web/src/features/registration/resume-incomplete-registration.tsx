import { useSession } from '../../lib/session/session-provider';

import { RegistrationWizard } from './registration-wizard';
import { useIncompleteRegistration } from './use-incomplete-registration';

/**
 * On My Account: an email registration left at 'Check Your Email' (now verified and signed
 * in) continues at the membership step; nothing renders when there is none.
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
