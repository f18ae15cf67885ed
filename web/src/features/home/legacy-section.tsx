import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

import { StatFigures } from '../../components/ui/stat-figures';
import { ASSOCIATION_STATS, FOUNDED_YEAR } from '../../lib/association/association-stats';
import { useCurrentYear } from '../../lib/dates/use-today';

export function LegacySection() {
  const headingId = useId();
  const years = useCurrentYear() - FOUNDED_YEAR;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: 'grey.900', color: 'common.white' }}
    >
      <Container maxWidth="lg">
        <Typography id={headingId} component="h2" variant="h2" gutterBottom>
          <FormattedMessage id="home.legacy.heading" values={{ year: FOUNDED_YEAR }} />
        </Typography>
        <Typography sx={{ mb: 5, maxWidth: 760, fontSize: '1.1rem' }}>
          <FormattedMessage id="home.legacy.body" values={{ years }} />
        </Typography>
        <StatFigures stats={ASSOCIATION_STATS} labelIdPrefix="home.stats" />
      </Container>
    </Box>
  );
}
