import BalanceIcon from '@mui/icons-material/Balance';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import VisibilityIcon from '@mui/icons-material/Visibility';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { SvgIcon } from '@mui/material';

export interface CoreValue {
  id: 'ethics' | 'vision' | 'standards' | 'unity' | 'progress' | 'legacy';
  Icon: typeof SvgIcon;
}

/** The home page's six core values; texts are `home.values.<id>.*`. */
export const CORE_VALUES: readonly CoreValue[] = [
  { id: 'ethics', Icon: BalanceIcon },
  { id: 'vision', Icon: VisibilityIcon },
  { id: 'standards', Icon: WorkspacePremiumIcon },
  { id: 'unity', Icon: Diversity3Icon },
  { id: 'progress', Icon: TrendingUpIcon },
  { id: 'legacy', Icon: HistoryEduIcon },
];
