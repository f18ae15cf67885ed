import { Box, Container, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

export function DirectoryHero() {
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography
          component="h1"
          variant="h1"
          sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, mb: 2 }}
        >
          <FormattedMessage id="directory.title" />
        </Typography>
        <Typography sx={{ fontSize: { xs: '1.1rem', md: '1.3rem' }, maxWidth: 760, mb: 3 }}>
          <FormattedMessage id="directory.lead" />
        </Typography>
        <Typography
          sx={{
            display: 'inline-block',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            px: { xs: 2, md: 3 },
            py: 1,
            borderRadius: 1,
            fontWeight: 900,
            letterSpacing: '0.08em',
            fontSize: { xs: '1.5rem', md: '2rem' },
          }}
        >
          <FormattedMessage id="directory.banner" />
        </Typography>
      </Container>
    </Box>
  );
}
