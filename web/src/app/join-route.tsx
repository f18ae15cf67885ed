import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';

import { LoadingScreen } from '../components/ui/loading-screen';
import { JoinPage } from '../features/join/join-page';
import { useSession } from '../lib/session/session-provider';

// Loaded only when a signed-in reader opens /join: visitors see the plans alone.
const RegistrationWizard = lazy(() =>
  import('../features/registration/registration-wizard').then((m) => ({
    default: m.RegistrationWizard,
  })),
);

/** The join page; a signed-in reader gets the registration wizard at the membership step. */
export function JoinRoute() {
  const navigate = useNavigate();
  const { user } = useSession();
  if (!user) return <JoinPage />;
  return (
    <JoinPage
      registration={
        <Suspense fallback={<LoadingScreen messageId="common.loading" />}>
          <RegistrationWizard
            startStep="membership"
            onComplete={() => navigate('/join?registered=true&membership=created')}
          />
        </Suspense>
      }
    />
  );
}
