import type { MemberBadge } from '@domain/status';
import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';

const LABEL_IDS: Record<MemberBadge, string> = {
  in_review: 'directory.badge.inReview',
  approved: 'directory.badge.approved',
  trial: 'directory.badge.trial',
};

/** In review and approved are greyed; a trial member stands out. */
export function MemberBadgeChip({ badge }: { badge: MemberBadge }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: LABEL_IDS[badge] });
  return badge === 'trial' ? (
    <Chip size="small" color="primary" label={label} />
  ) : (
    <Chip size="small" variant="outlined" label={label} sx={{ color: 'text.secondary' }} />
  );
}
