import type { ClubRecord, MembershipRecord } from '../records/records';

import { clubPaymentDue, membershipPaymentDue } from './dues';

/** My Account's link that opens a record's renewal payment, as the renewal reminders send it. */
const renewLink = (key: 'membership_id' | 'club_id', id: string) =>
  `/my-account?${key}=${encodeURIComponent(id)}&payment=renew`;

/**
 * Where someone whose membership lapsed renews it: their own membership first, else one of
 * the household's, else a club (whose fee renews its owner's coach membership). Null when
 * nothing can be renewed: never a member, or lapsed so long ago that they apply again.
 */
export function renewalPath(
  memberships: readonly MembershipRecord[],
  clubs: readonly ClubRecord[],
  now: Date,
): string | null {
  const renewable = memberships.filter(
    (membership) => membershipPaymentDue(membership, now) === 'renewal',
  );
  const membership = renewable.find((m) => m.isSelfRegistration) ?? renewable[0];
  if (membership) return renewLink('membership_id', membership.id);
  const club = clubs.find((c) => clubPaymentDue(c, now) === 'renewal');
  return club ? renewLink('club_id', club.id) : null;
}
