import { isOneOf } from '@domain/enums';
import {
  CLUB_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_BADGE_COLOURS,
  REVIEW_FILTER_STATUSES,
  STATUS_BADGE_COLOURS,
  normaliseLegacyStatus,
  type AnyStatus,
} from '@domain/status';
import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';

import { messageOr } from '../../i18n/message-or';
import { BADGE_TINTS } from '../memberships/status-badge';

const ALL_STATUSES: readonly AnyStatus[] = [...CLUB_STATUSES, ...REVIEW_FILTER_STATUSES];

/** A membership or club status as a coloured badge; legacy values read as their new ones. */
export function StatusChip({ status }: { status: string | null | undefined }) {
  const intl = useIntl();
  const raw = (status ?? '').trim().toLowerCase();
  const known = isOneOf(ALL_STATUSES, raw) ? raw : normaliseLegacyStatus(raw);
  if (!known) return <>{intl.formatMessage({ id: 'memberTable.notAvailable' })}</>;
  return (
    <Chip
      size="small"
      label={intl.formatMessage({ id: `memberTable.status.${known}` })}
      sx={{ fontWeight: 600, ...BADGE_TINTS[STATUS_BADGE_COLOURS[known]] }}
    />
  );
}

export function PaymentChip({ status }: { status: string | null | undefined }) {
  const intl = useIntl();
  if (!isOneOf(PAYMENT_STATUSES, status)) {
    return <>{intl.formatMessage({ id: 'memberTable.notAvailable' })}</>;
  }
  return (
    <Chip
      size="small"
      label={intl.formatMessage({ id: `memberTable.payment.${status}` })}
      sx={{ fontWeight: 600, ...BADGE_TINTS[PAYMENT_STATUS_BADGE_COLOURS[status]] }}
    />
  );
}

/** A role or tier badge; unknown values are shown as they are. */
export function LabelChip({
  kind,
  value,
}: {
  kind: 'role' | 'tier';
  value: string | null | undefined;
}) {
  const intl = useIntl();
  const text = (value ?? '').trim();
  if (!text) return <>{intl.formatMessage({ id: 'memberTable.notAvailable' })}</>;
  const id = `memberTable.${kind}.${text}`;
  const label = messageOr(intl, id, text);
  return <Chip size="small" variant="outlined" label={label} />;
}
