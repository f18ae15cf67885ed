import { Box, Grid, Typography } from '@mui/material';
import { FormattedMessage, FormattedNumber } from 'react-intl';

import { ASSOCIATION_STATS } from './association-stats';

/** The association's figures as large numbers over their labels. */
export function StatsGrid() {
  return (
    <Grid container spacing={3} component="dl" sx={{ m: 0 }}>
      {ASSOCIATION_STATS.map((stat) => (
        <Grid
          key={stat.id}
          size={{ xs: 6, md: 3 }}
          sx={{ display: 'flex', flexDirection: 'column-reverse' }}
        >
          <Box component="dt" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            <FormattedMessage id={`home.stats.${stat.id}`} />
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
  );
}
