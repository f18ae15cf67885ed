import { Box, Container, Grid, Typography } from '@mui/material';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

import { LeaderCard } from './leader-card';
import { LEADERS } from './leaders';

export function LeadershipSection() {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: 'grey.100' }}
    >
      <Container maxWidth="lg">
        <Typography id={headingId} component="h2" variant="h2" gutterBottom>
          <FormattedMessage id="mission.leaders.heading" />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          <FormattedMessage id="mission.leaders.lead" />
        </Typography>
        <Grid container spacing={3}>
          {LEADERS.map((leader) => (
            <Grid key={leader.id} size={{ xs: 12, md: 4 }}>
              <LeaderCard leader={leader} />
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
