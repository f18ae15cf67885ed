import { isActiveMember } from '@domain/active-member';

import type { MembershipRecord } from '../../../lib/records/records';

/** What the account holder's existing memberships allow in the athlete step. */
export interface AthleteStepStanding {
  selfMembershipExists: boolean;
  /** Their own membership is active and paid: there is nothing to apply for themselves. */
  selfActiveAndPaid: boolean;
}

type StandingFields = 'status' | 'paymentStatus' | 'isSelfRegistration' | 'expiresAt' | 'deletedAt';

const dateOrNull = (iso: string | null) => (iso ? new Date(iso) : null);

export function membershipStanding(
  memberships: readonly Pick<MembershipRecord, StandingFields>[],
  now: Date,
): AthleteStepStanding {
  const own = memberships.filter((membership) => membership.isSelfRegistration);
  return {
    selfMembershipExists: own.length > 0,
    selfActiveAndPaid: own.some((membership) =>
      isActiveMember(
        {
          status: membership.status,
          paymentStatus: membership.paymentStatus,
          expiresAt: dateOrNull(membership.expiresAt),
          deletedAt: dateOrNull(membership.deletedAt),
        },
        now,
      ),
    ),
  };
}
