import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState, type FocusEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { HOME_SLIDES } from './home-slides';
import { SlideDots } from './slide-dots';
import { SlideView } from './slide-view';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { useSlideshow } from './use-slideshow';

/**
 * The highlights carousel (WAI-ARIA carousel pattern). It rotates every 5 s unless the
 * reader prefers reduced motion, stops while pointed at or focused, and can be stopped.
 */
export function HomeSlideshow() {
  const intl = useIntl();
  const headingId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [autoplayChoice, setAutoplayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const autoplay = autoplayChoice ?? !reducedMotion;
  const rotating = autoplay && !hovered && !focused;
  const { index, next, previous, goTo } = useSlideshow(HOME_SLIDES.length, rotating);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      component="section"
      aria-roledescription={intl.formatMessage({ id: 'home.slides.carousel' })}
      aria-labelledby={headingId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      sx={{ py: { xs: 5, md: 8 } }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mb: 2,
          }}
        >
          <Typography id={headingId} component="h2" variant="h2">
            <FormattedMessage id="home.slides.heading" />
          </Typography>
          {/* Controls come before the slides, so keyboard users reach them first (APG). */}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <IconButton
              onClick={() => setAutoplayChoice(!autoplay)}
              aria-label={intl.formatMessage({
                id: autoplay ? 'home.slides.stop' : 'home.slides.start',
              })}
            >
              {autoplay ? <PauseIcon /> : <PlayArrowIcon />}
            </IconButton>
            <IconButton
              onClick={previous}
              aria-label={intl.formatMessage({ id: 'home.slides.previous' })}
            >
              <ChevronLeftIcon />
            </IconButton>
            <SlideDots total={HOME_SLIDES.length} current={index} onSelect={goTo} />
            <IconButton onClick={next} aria-label={intl.formatMessage({ id: 'home.slides.next' })}>
              <ChevronRightIcon />
            </IconButton>
          </Box>
        </Box>
        <Box aria-live={rotating ? 'off' : 'polite'} data-testid="slides">
          {HOME_SLIDES.map((slide, position) => (
            <SlideView
              key={slide.id}
              slide={slide}
              position={position + 1}
              total={HOME_SLIDES.length}
              current={position === index}
            />
          ))}
        </Box>
      </Container>
    </Box>
  );
}
