import { Box, Container, Grid, Typography } from '@mui/material';
import { useId } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';

import { IMPACT_STATS } from './impact-stats';

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
        <Grid container spacing={3} component="dl" sx={{ m: 0 }}>
          {IMPACT_STATS.map((stat) => (
            <Grid
              key={stat.id}
              size={{ xs: 6, md: 3 }}
              sx={{ display: 'flex', flexDirection: 'column-reverse' }}
            >
              <Box component="dt" sx={{ fontWeight: 600 }}>
                <FormattedMessage id={`mission.impact.${stat.id}`} />
              </Box>
              <Typography
                component="dd"
                sx={{ m: 0, fontSize: { xs: '2.25rem', md: '3rem' }, fontWeight: 800 }}
              >
                <FormattedNumber value={stat.value} />+
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
