import { Box, Container, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

import { AdminTabBar, panelId, tabId } from './admin-tab-bar';
import { AdminTabPanel } from './admin-tab-panel';
import type { AdminTab } from './admin-tabs';

/** The console an administrator sees: heading, the tab bar and the open tab's table. */
export function AdminConsole({
  tab,
  onSelectTab,
}: {
  tab: AdminTab;
  onSelectTab: (tab: AdminTab) => void;
}) {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, minWidth: 0 }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
        <FormattedMessage id="admin.heading" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="admin.lead" />
      </Typography>
      <AdminTabBar value={tab} onChange={onSelectTab} />
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
        <AdminTabPanel tab={tab} />
      </Box>
    </Container>
  );
}
