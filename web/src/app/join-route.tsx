import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { LoadingScreen } from '../components/ui/loading-screen';
import { JoinPage } from '../features/learn-about-joining/join-page';
import { AreaMessages } from '../i18n/area-messages';
import { useSession } from '../lib/session/session-provider';

// Loaded only when shown: a visitor reading the plans gets neither.
const RegistrationWizard = lazy(() =>
  import('../features/apply-for-membership/registration-wizard').then((m) => ({
    default: m.RegistrationWizard,
  })),
);
const JoinSignIn = lazy(() => import('./join-sign-in').then((m) => ({ default: m.JoinSignIn })));

/** The wizard and sign-in speak registration's and sign-in's messages, which /join loads late. */
function WithMessages({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingScreen messageId="common.loading" />}>
      <AreaMessages areas={['registration', 'auth']}>{children}</AreaMessages>
    </Suspense>
  );
}

/**
 * The join page: a signed-in reader gets the registration wizard at the membership step
 * (it starts earlier when the account needs it); a visitor the join modes.
 */
export function JoinRoute() {
  const navigate = useNavigate();
  const { user } = useSession();
  const complete = () => navigate('/join?registered=true&membership=created');
  return (
    <JoinPage
      registration={
        user ? (
          <WithMessages>
            <RegistrationWizard startStep="membership" onComplete={complete} />
          </WithMessages>
        ) : undefined
      }
      visitor={{
        registration: (
          <WithMessages>
            <RegistrationWizard onComplete={complete} />
          </WithMessages>
        ),
        signIn: (
          <WithMessages>
            <JoinSignIn />
          </WithMessages>
        ),
      }}
    />
  );
}
