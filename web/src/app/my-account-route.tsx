import { lazy, Suspense } from 'react';

import { WizardLoading } from '../components/set-up-account/wizard-load-states';
import type { AddMembershipSlot } from '../features/account/memberships/add-membership-dialog';
import { MyAccountPage } from '../features/account/my-account-page';

// Only readers with an unfinished email registration need the wizard's code.
const ResumeIncompleteRegistration = lazy(() =>
  import('../features/apply-for-membership/resume-incomplete-registration').then((m) => ({
    default: m.ResumeIncompleteRegistration,
  })),
);

// Loaded when 'Add New Membership' opens.
const RegistrationWizard = lazy(() =>
  import('../features/apply-for-membership/registration-wizard').then((m) => ({
    default: m.RegistrationWizard,
  })),
);

/** 'Add New Membership': the registration wizard at its membership step, in My Account's dialog. */
const addMembership: AddMembershipSlot = (onDone) => (
  <Suspense fallback={<WizardLoading />}>
    <RegistrationWizard startStep="membership" onComplete={onDone} adding />
  </Suspense>
);

/**
 * My Account, with an unfinished email registration resumed at the membership step and
 * 'Add New Membership' opening the wizard there.
 */
export function MyAccountRoute() {
  return (
    <MyAccountPage
      registrationResume={
        <Suspense fallback={null}>
          <ResumeIncompleteRegistration />
        </Suspense>
      }
      addMembership={addMembership}
    />
  );
}
