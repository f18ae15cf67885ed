import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

import { pageWidth } from './page-width';

export function MissionStatementSection() {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 5, md: 8 } }}>
      <Box sx={{ ...pageWidth('md'), textAlign: 'center' }}>
        <Typography id={headingId} component="h2" variant="h2" gutterBottom>
          <FormattedMessage id="home.mission.heading" />
        </Typography>
        <Typography sx={{ fontSize: { xs: '1.15rem', md: '1.35rem' }, mb: 3 }}>
          <FormattedMessage id="home.mission.body" />
        </Typography>
        <Button
          component={RouterLink}
          to="/mission#mission-statement"
          endIcon={<ArrowForwardIcon aria-hidden />}
        >
          <FormattedMessage id="home.mission.link" />
        </Button>
      </Box>
    </Box>
  );
}
