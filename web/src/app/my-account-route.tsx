import { lazy, Suspense } from 'react';

import { MyAccountPage } from '../features/account/my-account-page';

// Only readers with an unfinished email registration need the wizard's code.
const ResumeIncompleteRegistration = lazy(() =>
  import('../features/registration/resume-incomplete-registration').then((m) => ({
    default: m.ResumeIncompleteRegistration,
  })),
);

/** My Account, with an unfinished email registration resumed at the membership step. */
export function MyAccountRoute() {
  return (
    <MyAccountPage
      registrationResume={
        <Suspense fallback={null}>
          <ResumeIncompleteRegistration />
        </Suspense>
      }
    />
  );
}
