import { Container } from '@mui/material';

import { usePageMeta } from '../../components/seo/use-page-meta';
import { useSession } from '../../lib/session/session-provider';

import { AccessRequiredNotice } from './access-required-notice';
import { directoryAccess } from './directory-access';
import { DirectoryHero } from './directory-hero';
import { DirectorySections } from './directory-sections';

/** /members and /we-are-it: clubs, athletes, referees and coaches, for active members only. */
export function DirectoryPage() {
  usePageMeta('directory.title', 'directory.lead');
  const access = directoryAccess(useSession());
  return (
    <>
      <DirectoryHero />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        {access === 'granted' || access === 'pending' ? (
          <DirectorySections pending={access === 'pending'} />
        ) : (
          <AccessRequiredNotice signedOut={access === 'signed-out'} />
        )}
      </Container>
    </>
  );
}
