import type { MembershipRecord } from '../api/membership-record';

/** What the account holder's existing memberships allow in the athlete step (spec 01 §5). */
export interface MembershipStanding {
  selfMembershipExists: boolean;
  /** Their own membership is active and paid, so no plan can be picked for it. */
  selfActiveAndPaid: boolean;
}

export function membershipStanding(memberships: readonly MembershipRecord[]): MembershipStanding {
  const own = memberships.filter((membership) => membership.is_self_registration);
  return {
    selfMembershipExists: own.length > 0,
    selfActiveAndPaid: own.some(
      (membership) => membership.status === 'active' && membership.payment_status === 'paid',
    ),
  };
}
