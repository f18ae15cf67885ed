import { useMediaQuery } from '@mui/material';
import Container from '@mui/material/Container';
import { useTheme } from '@mui/material/styles';

import { MissionAccordionView } from './mission-accordion-view';
import { MissionTabsView } from './mission-tabs-view';
import { useMissionTab } from './use-mission-tab';

/** Mission statement, LIDRS values and board: tabs on wide screens, an accordion on phones. */
export function MissionSections() {
  const [tab, selectTab] = useMissionTab();
  // Prerendered for phones (most readers); wider screens switch to tabs on hydration.
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { defaultMatches: true });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      {phone ? (
        <MissionAccordionView tab={tab} onSelect={selectTab} />
      ) : (
        <MissionTabsView tab={tab} onSelect={selectTab} />
      )}
    </Container>
  );
}
