import type { PaymentTarget } from '../../components/payments/payment-target';
import {
  athleteTierOf,
  clubPaymentDue,
  membershipPaymentDue,
  type DueMembership,
} from '../../lib/account/dues';
import { fullName, type ClubRecord, type MembershipRecord } from '../../lib/records/records';

// The payment dialog keeps the target it opened with: once paid, the live record is no
// longer due, and a target rebuilt from it would close the dialog before its success.

/** A membership's first year or renewal, or null when it cannot be paid on its own now. */
export function membershipPaymentTarget(
  membership: MembershipRecord,
  now: Date,
): PaymentTarget | null {
  const purpose = membershipPaymentDue(membership, now);
  if (!purpose) return null;
  const target = { kind: 'membership' as const, id: membership.id, name: fullName(membership) };
  return purpose === 'renewal' && membership.expiresAt
    ? { ...target, renewal: { expiresAt: membership.expiresAt, tier: athleteTierOf(membership) } }
    : target;
}

export function clubPaymentTarget(club: ClubRecord, now: Date): PaymentTarget | null {
  const purpose = clubPaymentDue(club, now);
  if (!purpose) return null;
  const target = { kind: 'club' as const, id: club.id, name: club.clubName };
  return purpose === 'renewal' && club.expiresAt
    ? { ...target, renewal: { expiresAt: club.expiresAt } }
    : target;
}

export function householdTarget(due: readonly DueMembership[]): PaymentTarget {
  return {
    kind: 'household',
    items: due.map(({ membership, purpose, tier }) => ({
      id: membership.id,
      name: fullName(membership),
      tier,
      expiresAt: purpose === 'renewal' ? membership.expiresAt : null,
    })),
  };
}
