import { divisionFor } from '@domain/age';
import {
  competitionEligibility,
  REQUIRED_CERTIFICATIONS,
  type CertificationRecord,
  type Eligibility,
  type EligibilityReason,
} from '@domain/certifications';
import { associationDate } from '@domain/renewal';
import type { CertificationWire } from '@domain/wire/certification';
import type { IntlShape } from 'react-intl';

import type { MembershipRecord } from '../../../lib/records/records';

/** Whether a membership's role needs certifications (coaches and referees). */
export const needsCertifications = (membership: MembershipRecord) =>
  REQUIRED_CERTIFICATIONS[membership.role].length > 0;

const recordOf = (wire: CertificationWire): CertificationRecord => ({
  kind: wire.kind,
  documentReference: wire.document_reference,
  issuedOn: wire.issued_on,
  expiresOn: wire.expires_on,
  level: wire.level,
});

/** An athlete competes in the stored division, else the one of their age. */
function divisionOf(membership: MembershipRecord, today: string): string | null {
  if (membership.role !== 'athlete' || membership.division) return membership.division;
  try {
    return divisionFor(membership.dateOfBirth, today);
  } catch {
    return null;
  }
}

/**
 * The domain's rule for one membership of My Account, on the association's calendar: the
 * membership as read, and the holder's certifications from GET /certifications/me.
 */
export function membershipEligibility(
  membership: MembershipRecord,
  certifications: readonly CertificationWire[],
  now: Date,
): Eligibility {
  const today = associationDate(now);
  const expiresOn = membership.expiresAt ? associationDate(new Date(membership.expiresAt)) : null;
  return competitionEligibility(
    {
      role: membership.role,
      status: membership.status,
      paymentStatus: membership.paymentStatus,
      expiresOn,
      division: divisionOf(membership, today),
    },
    certifications.filter((c) => c.membership_id === membership.id).map(recordOf),
    today,
  );
}

/** One reason in the reader's language ("SafeSport training missing"). */
export function eligibilityReasonText(intl: IntlShape, reason: EligibilityReason): string {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  switch (reason.code) {
    case 'certification_missing':
    case 'certification_expired':
      return t(`myAccount.eligibility.reason.${reason.code}`, {
        kind: t(`certification.kind.${reason.kind}`),
      });
    default:
      return t(`myAccount.eligibility.reason.${reason.code}`);
  }
}
