import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import GavelIcon from '@mui/icons-material/Gavel';
import SchoolIcon from '@mui/icons-material/School';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import type { SvgIcon } from '@mui/material';

export interface CommunityProgram {
  id: 'scholarships' | 'schoolOutreach' | 'adaptive' | 'refereeAcademy';
  Icon: typeof SvgIcon;
}

/** Community programs; texts are `mission.programs.<id>.*`. */
export const COMMUNITY_PROGRAMS: readonly CommunityProgram[] = [
  { id: 'scholarships', Icon: VolunteerActivismIcon },
  { id: 'schoolOutreach', Icon: SchoolIcon },
  { id: 'adaptive', Icon: AccessibilityNewIcon },
  { id: 'refereeAcademy', Icon: GavelIcon },
];
