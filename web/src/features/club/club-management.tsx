import { Container, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

import { ClubHeader } from './club-header';
import { ClubMembersSection } from './club-members-section';
import type { ClubSummary } from './use-my-active-club';

/** What the owner of an active club manages: the club's header and its members. */
export function ClubManagement({
  club,
  loadRoster,
}: {
  club: ClubSummary;
  /** False while the roster must wait (for the session): it says it is loading meanwhile. */
  loadRoster: boolean;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, minWidth: 0 }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
        <FormattedMessage id="club.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <FormattedMessage id="club.lead" />
      </Typography>
      <ClubHeader club={club} />
      <ClubMembersSection load={loadRoster} />
    </Container>
  );
}
