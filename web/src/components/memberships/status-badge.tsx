import {
  PAYMENT_STATUS_BADGE_COLOURS,
  STATUS_BADGE_COLOURS,
  type AnyStatus,
  type BadgeColour,
  type PaymentStatus,
} from '@domain/status';
import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';

import { messageOr } from '../../i18n/message-or';

// Active green, approved blue, in review yellow, pending payment orange,
// cancelled red, expired grey. Dark text on light tints keeps a contrast above 4.5:1.
export const BADGE_TINTS: Record<BadgeColour, { bgcolor: string; color: string }> = {
  success: { bgcolor: '#e3f3e6', color: '#1b5e20' },
  info: { bgcolor: '#e3eefc', color: '#0d47a1' },
  warning: { bgcolor: '#fff3c4', color: '#5f4700' },
  orange: { bgcolor: '#ffe6d2', color: '#8a3300' },
  error: { bgcolor: '#fde4e6', color: '#a01020' },
  default: { bgcolor: '#ececec', color: '#3d3d3d' },
};

const colourOf = (status: string): BadgeColour =>
  STATUS_BADGE_COLOURS[status as AnyStatus] ?? 'default';

/** A membership or club status as a coloured badge with its label. */
export function StatusBadge({ status }: { status: string }) {
  const intl = useIntl();
  const id = `memberships.status.${status}`;
  const label = messageOr(intl, id, status.replace(/_/g, ' '));
  return (
    <Chip
      size="small"
      label={label}
      sx={{ ...BADGE_TINTS[colourOf(status)], fontWeight: 700, textTransform: 'uppercase' }}
    />
  );
}

/** pending, paid or failed. */
export function PaymentStatusBadge({ status }: { status: string | null }) {
  const intl = useIntl();
  const value = status ?? 'pending';
  const id = `memberships.paymentStatus.${value}`;
  const label = messageOr(intl, id, value);
  const colour = PAYMENT_STATUS_BADGE_COLOURS[value as PaymentStatus] ?? 'default';
  return <Chip size="small" label={label} sx={{ ...BADGE_TINTS[colour], fontWeight: 700 }} />;
}
