import { Box, Container, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

export function MissionHero() {
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography
          component="h1"
          variant="h1"
          sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, mb: 2 }}
        >
          <FormattedMessage id="mission.title" />
        </Typography>
        <Typography sx={{ fontSize: { xs: '1.1rem', md: '1.3rem' }, maxWidth: 760 }}>
          <FormattedMessage id="mission.lead" />
        </Typography>
      </Container>
    </Box>
  );
}
