import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { MissionTabContent } from './mission-tab-content';
import { MISSION_TAB_LABEL_IDS, MISSION_TABS, type MissionTab } from './mission-tabs';

const TAB_BAR_HEIGHT_PX = 48;

interface MissionTabsViewProps {
  tab: MissionTab;
  onSelect: (tab: MissionTab) => void;
}

/** Desktop: a tab bar over three panels; each panel carries its section id. */
export function MissionTabsView({ tab, onSelect }: MissionTabsViewProps) {
  const intl = useIntl();
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, value: MissionTab) => onSelect(value)}
        aria-label={intl.formatMessage({ id: 'mission.tabs.label' })}
        sx={{
          position: 'relative',
          zIndex: 1,
          minHeight: TAB_BAR_HEIGHT_PX,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {MISSION_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            id={`${value}-tab`}
            aria-controls={value}
            label={<FormattedMessage id={MISSION_TAB_LABEL_IDS[value]} />}
            sx={{ minHeight: TAB_BAR_HEIGHT_PX, fontSize: '1rem' }}
          />
        ))}
      </Tabs>
      {MISSION_TABS.map((value) => (
        <Box
          key={value}
          component="section"
          role="tabpanel"
          id={value}
          aria-labelledby={`${value}-tab`}
          hidden={value !== tab}
          // The panel starts behind the tab bar, so scrolling to its #id keeps the tabs in view.
          sx={{ mt: `-${TAB_BAR_HEIGHT_PX}px`, pt: `${TAB_BAR_HEIGHT_PX + 32}px` }}
        >
          <Typography component="h2" variant="h2" gutterBottom>
            <FormattedMessage id={MISSION_TAB_LABEL_IDS[value]} />
          </Typography>
          <MissionTabContent tab={value} />
        </Box>
      ))}
    </>
  );
}
