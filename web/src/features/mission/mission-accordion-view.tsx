import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { MissionTabContent } from './mission-tab-content';
import { MISSION_TAB_LABEL_IDS, MISSION_TABS, type MissionTab } from './mission-tabs';

interface MissionAccordionViewProps {
  tab: MissionTab;
  onSelect: (tab: MissionTab) => void;
}

/** Phones: the three tabs as an accordion; the open one follows the URL hash. */
export function MissionAccordionView({ tab, onSelect }: MissionAccordionViewProps) {
  // Closing the open section does not change the hash, so it is remembered here.
  const [closedTab, setClosedTab] = useState<MissionTab | null>(null);
  return (
    <>
      {MISSION_TABS.map((value) => (
        <Accordion
          key={value}
          id={value}
          expanded={value === tab && closedTab !== tab}
          onChange={(_, expanded) => {
            if (expanded) {
              setClosedTab(null);
              onSelect(value);
            } else {
              setClosedTab(value);
            }
          }}
          slotProps={{ heading: { component: 'h2' } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="span" variant="h4">
              <FormattedMessage id={MISSION_TAB_LABEL_IDS[value]} />
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <MissionTabContent tab={value} />
          </AccordionDetails>
        </Accordion>
      ))}
    </>
  );
}
