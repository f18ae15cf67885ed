import { Avatar, Box, Card, CardContent, Container, Grid, Typography } from '@mui/material';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

import { COMMUNITY_PROGRAMS } from './community-programs';

export function CommunityProgramsSection() {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography id={headingId} component="h2" variant="h2" gutterBottom>
          <FormattedMessage id="mission.programs.heading" />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          <FormattedMessage id="mission.programs.lead" />
        </Typography>
        <Grid container spacing={3}>
          {COMMUNITY_PROGRAMS.map((program) => (
            <Grid key={program.id} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Avatar aria-hidden sx={{ bgcolor: 'secondary.main', mb: 2 }}>
                    <program.Icon />
                  </Avatar>
                  <Typography component="h3" variant="h4" gutterBottom>
                    <FormattedMessage id={`mission.programs.${program.id}.title`} />
                  </Typography>
                  <Typography color="text.secondary">
                    <FormattedMessage id={`mission.programs.${program.id}.body`} />
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
