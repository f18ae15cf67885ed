import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

import type { HomeSlide } from './home-slides';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

interface SlideViewProps {
  slide: HomeSlide;
  position: number;
  total: number;
  current: boolean;
}

/** One highlight: a colour block with an icon, a title, a line of text and a link. */
export function SlideView({ slide, position, total, current }: SlideViewProps) {
  const intl = useIntl();
  const { Icon } = slide;
  return (
    <Box
      role="group"
      aria-roledescription={intl.formatMessage({ id: 'home.slides.slide' })}
      aria-label={intl.formatMessage({ id: 'home.slides.position' }, { position, total })}
      hidden={!current}
      sx={{
        bgcolor: slide.background,
        color: 'common.white',
        borderRadius: 2,
        minHeight: { xs: 340, sm: 280 },
        px: { xs: 3, md: 8 },
        py: { xs: 4, md: 6 },
        '&:not([hidden])': {
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: { xs: 2, sm: 5 },
        },
        '@media (prefers-reduced-motion: no-preference)': { animation: `${fadeIn} 400ms ease-out` },
      }}
    >
      <Icon aria-hidden sx={{ fontSize: { xs: 56, md: 96 }, opacity: 0.9, flexShrink: 0 }} />
      <Box>
        <Typography component="h3" variant="h3" gutterBottom>
          <FormattedMessage id={`home.slides.${slide.id}.title`} />
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: 560, fontSize: '1.1rem' }}>
          <FormattedMessage id={`home.slides.${slide.id}.body`} />
        </Typography>
        <Button component={RouterLink} to={slide.to} variant="outlined" color="inherit">
          <FormattedMessage id={`home.slides.${slide.id}.link`} />
        </Button>
      </Box>
    </Box>
  );
}
