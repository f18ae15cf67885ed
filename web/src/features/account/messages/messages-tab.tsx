import Box from '@mui/material/Box';

import { AnnouncementsSection } from './announcements-section';
import { MailPreferencesSection } from './mail-preferences-section';

/** My Account's Messages tab: which announcements the member receives, and those received. */
export function MessagesTab() {
  return (
    <Box>
      <MailPreferencesSection />
      <AnnouncementsSection />
    </Box>
  );
}
