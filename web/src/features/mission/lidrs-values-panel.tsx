import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { LIDRS_VALUES } from './lidrs-values';

/** Loyalty, Integrity, Duty, Respect, Sacrifice: each opens to say what it asks of us. */
export function LidrsValuesPanel() {
  const intl = useIntl();
  return (
    <>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        <FormattedMessage id="mission.values.lead" />
      </Typography>
      {LIDRS_VALUES.map((value) => (
        <Accordion key={value} disableGutters slotProps={{ heading: { component: 'h3' } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Box
              component="span"
              aria-hidden
              sx={{
                width: 36,
                height: 36,
                mr: 2,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontWeight: 800,
                flexShrink: 0,
              }}
            >
              {intl.formatMessage({ id: `mission.values.${value}.title` }).charAt(0)}
            </Box>
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
              <Box component="span" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
                <FormattedMessage id={`mission.values.${value}.title`} />
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                <FormattedMessage id={`mission.values.${value}.summary`} />
              </Box>
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>
              <FormattedMessage id={`mission.values.${value}.details`} />
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </>
  );
}
