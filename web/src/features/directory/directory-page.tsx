import Container from '@mui/material/Container';
import { lazy, Suspense } from 'react';

import { usePageMeta } from '../../components/seo/use-page-meta';
import { RealtimeAfterFirstScreen } from '../../lib/firebase/read-then-live';
import { useSession } from '../../lib/session/session-provider';

import { AccessRequiredNotice } from './access-required-notice';
import { directoryAccess } from './directory-access';
import { DirectoryHero } from './directory-hero';
import { DirectorySections } from './directory-sections';

const StandingGate = lazy(() => import('./standing-gate'));

/**
 * /members and /we-are-it: clubs, athletes, referees and coaches, for active members only.
 * The first screen is painted from one-shot reads; the realtime SDK loads after it.
 */
export function DirectoryPage() {
  usePageMeta('directory.title', 'directory.lead');
  const { user, confirmed } = useSession();
  const access = directoryAccess({ user, confirmed });
  return (
    <>
      <DirectoryHero />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <RealtimeAfterFirstScreen>
          {access === 'standing' && user ? (
            <Suspense fallback={<DirectorySections pending />}>
              <StandingGate uid={user.uid} />
            </Suspense>
          ) : access === 'granted' || access === 'pending' ? (
            <DirectorySections pending={access === 'pending'} />
          ) : (
            <AccessRequiredNotice signedOut />
          )}
        </RealtimeAfterFirstScreen>
      </Container>
    </>
  );
}
