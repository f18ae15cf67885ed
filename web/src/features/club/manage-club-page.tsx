import { usePageMeta } from '../../components/seo/use-page-meta';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useSession } from '../../lib/session/session-provider';

import { ClubManagement } from './club-management';
import { ClubNotice } from './club-notice';
import { useMyActiveClub } from './use-my-active-club';

/** /manage-club: the owner of an active club manages its members. */
export function ManageClubPage() {
  usePageMeta('club.title', 'club.lead');
  const { user, confirmed } = useSession();
  // A returning owner sees the club as this browser last loaded it while the session is
  // confirmed; its members load once it is, which their requests need.
  const club = useMyActiveClub(user?.uid ?? null, confirmed);

  if (confirmed && !user) {
    return (
      <ClubNotice
        titleId="club.authRequired.title"
        messageId="club.authRequired.message"
        action={{ labelId: 'club.signIn', to: '/login?redirect=%2Fmanage-club' }}
      />
    );
  }
  if (club.status === 'loading') return <LoadingScreen messageId="club.loading" />;
  if (club.status === 'none') {
    return (
      <ClubNotice
        titleId="club.none.title"
        messageId="club.none.message"
        action={{ labelId: 'club.none.register', to: '/register-club' }}
      />
    );
  }
  return <ClubManagement club={club.club} loadRoster={confirmed} />;
}
