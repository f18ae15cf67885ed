import SportsMartialArtsIcon from '@mui/icons-material/SportsMartialArts';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

import { deferredSection } from '../../lib/hydration/deferred-section';
import { RouterLink } from '../../lib/routing/router-link';

import { JoinButton } from './join-button';

// Text only: its prerendered HTML needs no code (MUI's alert) unless the language changes.
const EligibilityNotice = deferredSection(
  'eligibility-notice',
  () => import('./eligibility-notice').then((module) => module.EligibilityNotice),
  { staticContent: true },
);

export function HeroSection() {
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', mb: 1 }}>
            <FormattedMessage id="home.hero.eyebrow" />
          </Typography>
          <Typography
            component="h1"
            variant="h1"
            sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, mb: 2 }}
          >
            <FormattedMessage id="home.hero.title" />
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.1rem', md: '1.3rem' }, mb: 4, maxWidth: 640 }}>
            <FormattedMessage id="home.hero.subtitle" />
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4 }}>
            <JoinButton labelId="home.hero.join" />
            <Button
              component={RouterLink}
              to="/mission"
              variant="outlined"
              color="inherit"
              size="large"
            >
              <FormattedMessage id="home.hero.mission" />
            </Button>
          </Stack>
          <EligibilityNotice />
        </Box>
        <SportsMartialArtsIcon
          aria-hidden
          sx={{ display: { xs: 'none', md: 'block' }, fontSize: 260, opacity: 0.25 }}
        />
      </Container>
    </Box>
  );
}
