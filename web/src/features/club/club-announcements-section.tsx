import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';

import { AnnouncementsWorkspace } from '../../components/announcements/announcements-workspace';

/** The club's messages: the owner writes to the club's active members and sees what went. */
export function ClubAnnouncementsSection({ clubId }: { clubId: string }) {
  const writer = useMemo(() => ({ scope: 'club' as const, clubId }), [clubId]);
  return (
    <Box component="section" aria-labelledby="club-announcements-title" sx={{ mt: 5 }}>
      <Typography id="club-announcements-title" component="h2" variant="h5" gutterBottom>
        <FormattedMessage id="club.announcements.title" />
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        <FormattedMessage id="club.announcements.lead" />
      </Typography>
      <AnnouncementsWorkspace writer={writer} />
    </Box>
  );
}
