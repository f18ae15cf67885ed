import CardMembershipIcon from '@mui/icons-material/CardMembership';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import SportsMartialArtsIcon from '@mui/icons-material/SportsMartialArts';
import type { SvgIcon } from '@mui/material';

export interface JoinStep {
  id: 'chooseTier' | 'register' | 'startTraining';
  Icon: typeof SvgIcon;
}

/** The three-step join panel; texts are `home.join.<id>.*`. */
export const JOIN_STEPS: readonly JoinStep[] = [
  { id: 'chooseTier', Icon: CardMembershipIcon },
  { id: 'register', Icon: HowToRegIcon },
  { id: 'startTraining', Icon: SportsMartialArtsIcon },
];
