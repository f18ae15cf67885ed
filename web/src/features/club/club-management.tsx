import Container from '@mui/material/Container';

import { WorkPageHeading } from '../../components/ui/work-page-heading';

import { ClubAnnouncementsSection } from './club-announcements-section';
import { ClubHeader } from './club-header';
import { ClubMembersSection } from './club-members-section';
import type { ActiveClubSummary } from './use-my-active-club';

/** What the owner of an active club manages: the club's header, its members, its messages. */
export function ClubManagement({
  club,
  loadRoster,
}: {
  club: ActiveClubSummary;
  /** False while the roster must wait (for the session): it says it is loading meanwhile. */
  loadRoster: boolean;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, minWidth: 0 }}>
      <WorkPageHeading titleId="club.title" leadId="club.lead" gap={3} />
      <ClubHeader club={club} />
      <ClubMembersSection load={loadRoster} />
      {loadRoster && <ClubAnnouncementsSection clubId={club.id} />}
    </Container>
  );
}
