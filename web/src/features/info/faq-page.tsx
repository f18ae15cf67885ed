import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { SimplePage } from '../../components/ui/simple-page';
import { RouterLink } from '../../lib/routing/router-link';

// Five static questions, in this order.
const FAQ_TOPICS = ['organisation', 'joining', 'benefits', 'beginners', 'events'] as const;

const inlineLink = (to: string) => (chunks: ReactNode) => (
  <Link component={RouterLink} to={to} sx={{ fontWeight: 700 }}>
    {chunks}
  </Link>
);

export function FaqPage() {
  return (
    <SimplePage titleId="faq.title" leadId="faq.lead">
      <Box sx={{ mb: 5 }}>
        {FAQ_TOPICS.map((topic) => (
          <Accordion key={topic} disableGutters slotProps={{ heading: { component: 'h2' } }}>
            <AccordionSummary
              expandIcon={<ExpandMoreIcon aria-hidden />}
              id={`faq-${topic}-question`}
              aria-controls={`faq-${topic}-answer`}
            >
              <Typography component="span" sx={{ fontWeight: 650 }}>
                <FormattedMessage id={`faq.${topic}.question`} />
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography>
                <FormattedMessage
                  id={`faq.${topic}.answer`}
                  values={{ joinLink: inlineLink('/join'), calendarLink: inlineLink('/calendar') }}
                />
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      <Typography component="h2" variant="h4" gutterBottom>
        <FormattedMessage id="faq.contact.title" />
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <FormattedMessage id="faq.contact.body" />
      </Typography>
      <Button component={RouterLink} to="/contact" variant="contained">
        <FormattedMessage id="faq.contact.button" />
      </Button>
    </SimplePage>
  );
}
