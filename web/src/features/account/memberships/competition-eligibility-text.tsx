import { formatIsoDateLocal } from '@domain/dates';
import type { CertificationWire } from '@domain/wire/certification';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';

import type { MembershipRecord } from '../../../lib/records/records';

import {
  eligibilityReasonText,
  membershipEligibility,
  needsCertifications,
} from './competition-eligibility';
import { DATE_STYLE } from './membership-cells';

export interface CompetitionEligibilityTextProps {
  membership: MembershipRecord;
  /** The holder's certifications, or null while they load or when they could not be read. */
  certifications: readonly CertificationWire[] | null;
  now: Date;
}

/** "Eligible to compete through <date>" or "Not eligible: <reasons>". */
export function CompetitionEligibilityText({
  membership,
  certifications,
  now,
}: CompetitionEligibilityTextProps) {
  const intl = useIntl();
  // A coach's or referee's answer waits for the certifications.
  if (certifications === null && needsCertifications(membership)) return null;
  const eligibility = membershipEligibility(membership, certifications ?? [], now);
  if (eligibility.eligible) {
    return (
      <Typography variant="body2" color="success">
        {intl.formatMessage(
          { id: 'myAccount.eligibility.through' },
          { date: formatIsoDateLocal(eligibility.through, intl.locale, DATE_STYLE) },
        )}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" color="textSecondary">
      {intl.formatMessage(
        { id: 'myAccount.eligibility.not' },
        {
          reasons: intl.formatList(
            eligibility.reasons.map((reason) => eligibilityReasonText(intl, reason)),
          ),
        },
      )}
    </Typography>
  );
}
