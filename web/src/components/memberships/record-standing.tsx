import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { formatExpiry, recordRenewalState } from '../../lib/account/dues';
import type { ClubRecord, MembershipRecord } from '../../lib/records/records';

export interface StandingSubject {
  status: MembershipRecord['status'] | ClubRecord['status'];
  expiresAt: string | null;
  deletedAt: string | null;
  statusReason: string | null;
}

/**
 * How long a membership or club is good for, or why it is not: "Valid through", "Expired on",
 * "apply again" once the renewal window has closed, and the administrator's reason for a
 * suspension or cancellation.
 */
export function RecordStanding({ record, now }: { record: StandingSubject; now: Date }) {
  const intl = useIntl();
  const date = record.expiresAt ? formatExpiry(record.expiresAt, intl.locale) : null;
  if (record.status === 'suspended' || record.status === 'cancelled') {
    return record.statusReason ? (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <FormattedMessage id="dues.reason" values={{ reason: record.statusReason }} />
      </Typography>
    ) : null;
  }
  if (!date) return null;
  const state = recordRenewalState(record, now);
  if (state === 'reapply') {
    return (
      <Typography variant="body2" color="error">
        <FormattedMessage id="dues.reapply" values={{ date }} />
      </Typography>
    );
  }
  // Between the expiry and the daily job's run the status still says active.
  if (record.status === 'expired' || (record.expiresAt && new Date(record.expiresAt) <= now)) {
    return (
      <Typography variant="body2" color="error">
        <FormattedMessage id="dues.expiredOn" values={{ date }} />
      </Typography>
    );
  }
  if (record.status !== 'active') return null;
  return (
    <Typography
      variant="body2"
      color={state === 'renewable' ? 'text.primary' : 'text.secondary'}
      sx={{ fontWeight: state === 'renewable' ? 700 : undefined }}
    >
      <FormattedMessage id="dues.validThrough" values={{ date }} />
    </Typography>
  );
}
