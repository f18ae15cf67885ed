import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Groups2Icon from '@mui/icons-material/Groups2';
import SportsMartialArtsIcon from '@mui/icons-material/SportsMartialArts';
import type { SvgIcon } from '@mui/material';

export interface HomeSlide {
  id: string;
  Icon: typeof SvgIcon;
  /** A dark theme colour, so the slide's white text keeps its contrast. */
  background: string;
  to: string;
}

/** The three highlights of the home slideshow; texts are `home.slides.<id>.*`. */
export const HOME_SLIDES: readonly HomeSlide[] = [
  { id: 'championship', Icon: EmojiEventsIcon, background: 'primary.main', to: '/usat-il-state' },
  {
    id: 'training',
    Icon: SportsMartialArtsIcon,
    background: 'secondary.main',
    to: '/upcoming-events',
  },
  { id: 'clubs', Icon: Groups2Icon, background: 'grey.900', to: '/clubs' },
];
