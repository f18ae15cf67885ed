import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { memo } from 'react';

import { TableLoading } from '../../components/member-table/table-states';
import { WorkPageHeading } from '../../components/ui/work-page-heading';

import { AdminTabBar, panelId, tabId } from './admin-tab-bar';
import { AdminTabPanel, loadingIdOf } from './admin-tab-panel';
import type { AdminTab } from './admin-tabs';

// Not rendered again when the table starts loading: MUI's Tabs measure the page after each
// render, and by then the page has the table in it.
const TabBar = memo(AdminTabBar);

/** The console an administrator sees: heading, the tab bar and the open tab's table. */
export function AdminConsole({
  tab,
  onSelectTab,
  loadTable,
}: {
  tab: AdminTab;
  onSelectTab: (tab: AdminTab) => void;
  /** False while the table must wait (for the session): it says it is loading meanwhile. */
  loadTable: boolean;
}) {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, minWidth: 0 }}>
      <WorkPageHeading titleId="admin.heading" leadId="admin.lead" gap={2} />
      <TabBar value={tab} onChange={onSelectTab} />
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
        {loadTable ? <AdminTabPanel tab={tab} /> : <TableLoading messageId={loadingIdOf(tab)} />}
      </Box>
    </Container>
  );
}
