import { Container, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

import { usePageMeta } from '../../components/seo/use-page-meta';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useSession } from '../../lib/session/session-provider';

import { ClubHeader } from './club-header';
import { ClubMembersSection } from './club-members-section';
import { ClubNotice } from './club-notice';
import { useMyActiveClub } from './use-my-active-club';

/** /manage-club: the owner of an active club manages its members (spec 02). */
export function ManageClubPage() {
  usePageMeta('club.title', 'club.lead');
  const { user, confirmed } = useSession();
  const club = useMyActiveClub(confirmed && Boolean(user));

  if (confirmed && !user) {
    return (
      <Container maxWidth="md">
        <ClubNotice
          titleId="club.authRequired.title"
          messageId="club.authRequired.message"
          action={{ labelId: 'club.signIn', to: '/login?redirect=%2Fmanage-club' }}
        />
      </Container>
    );
  }
  if (!confirmed || club.status === 'loading') return <LoadingScreen messageId="club.loading" />;
  if (club.status === 'none') {
    return (
      <Container maxWidth="md">
        <ClubNotice
          titleId="club.none.title"
          messageId="club.none.message"
          action={{ labelId: 'club.none.register', to: '/register-club' }}
        />
      </Container>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, minWidth: 0 }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
        <FormattedMessage id="club.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <FormattedMessage id="club.lead" />
      </Typography>
      <ClubHeader club={club.club} />
      <ClubMembersSection />
    </Container>
  );
}
