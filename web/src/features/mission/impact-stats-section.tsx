import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

import { StatFigures } from '../../components/ui/stat-figures';
import { ASSOCIATION_STATS } from '../../lib/association/association-stats';

export function ImpactStatsSection() {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Container maxWidth="lg">
        <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 4 }}>
          <FormattedMessage id="mission.impact.heading" />
        </Typography>
        <StatFigures stats={ASSOCIATION_STATS} labelIdPrefix="mission.impact" />
      </Container>
    </Box>
  );
}
