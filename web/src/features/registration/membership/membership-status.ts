import type { MembershipRecord } from '../../../lib/records/records';

/** What the account holder's existing memberships allow in the athlete step (spec 01 §5). */
export interface MembershipStanding {
  selfMembershipExists: boolean;
  /** Their own membership is active and paid, so no plan can be picked for it. */
  selfActiveAndPaid: boolean;
}

export function membershipStanding(
  memberships: readonly Pick<MembershipRecord, 'status' | 'paymentStatus' | 'isSelfRegistration'>[],
): MembershipStanding {
  const own = memberships.filter((membership) => membership.isSelfRegistration);
  return {
    selfMembershipExists: own.length > 0,
    selfActiveAndPaid: own.some(
      (membership) => membership.status === 'active' && membership.paymentStatus === 'paid',
    ),
  };
}
