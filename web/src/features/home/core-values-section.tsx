import { Box, Container, Grid, Typography } from '@mui/material';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

import { CoreValueCard } from './core-value-card';
import { CORE_VALUES } from './core-values';

export function CoreValuesSection() {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: 'grey.100' }}
    >
      <Container maxWidth="lg">
        <Typography id={headingId} component="h2" variant="h2" gutterBottom>
          <FormattedMessage id="home.values.heading" />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          <FormattedMessage id="home.values.lead" />
        </Typography>
        <Grid container spacing={3}>
          {CORE_VALUES.map((value) => (
            <Grid key={value.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <CoreValueCard value={value} />
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
