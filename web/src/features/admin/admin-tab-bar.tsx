import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useIntl } from 'react-intl';

import { ADMIN_TABS, type AdminTab } from './admin-tabs';

export const tabId = (tab: AdminTab) => `admin-tab-${tab}`;
export const panelId = (tab: AdminTab) => `admin-panel-${tab}`;

export function AdminTabBar({
  value,
  onChange,
}: {
  value: AdminTab;
  onChange: (tab: AdminTab) => void;
}) {
  const intl = useIntl();
  return (
    <Tabs
      value={value}
      onChange={(_, tab: AdminTab) => onChange(tab)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={intl.formatMessage({ id: 'admin.tabs' })}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
    >
      {ADMIN_TABS.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          id={tabId(tab.value)}
          aria-controls={panelId(tab.value)}
          label={intl.formatMessage({ id: tab.labelId })}
        />
      ))}
    </Tabs>
  );
}
