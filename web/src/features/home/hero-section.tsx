import SportsMartialArtsIcon from '@mui/icons-material/SportsMartialArts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { deferredSection } from '../../lib/hydration/deferred-section';

import { JoinButton } from './join-button';
import { pageWidth } from './page-width';
import { SecondCtaButton } from './second-cta-button';

// Text only: its prerendered HTML needs no code (MUI's alert) unless the language changes.
const EligibilityNotice = deferredSection(
  'eligibility-notice',
  () => import('./eligibility-notice').then((module) => module.EligibilityNotice),
  { staticContent: true },
);

export function HeroSection() {
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
      <Box sx={{ ...pageWidth('lg'), display: 'flex', alignItems: 'center', gap: 6 }}>
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
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mb: 4 }}>
            <JoinButton labelId="home.hero.join" />
            <SecondCtaButton to="/mission" labelId="home.hero.mission" />
          </Box>
          <EligibilityNotice />
        </Box>
        <SportsMartialArtsIcon
          aria-hidden
          sx={{ display: { xs: 'none', md: 'block' }, fontSize: 260, opacity: 0.25 }}
        />
      </Box>
    </Box>
  );
}
