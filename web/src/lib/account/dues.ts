import { formatIsoDateLocal } from '@domain/dates';
import { ATHLETE_TIERS, isOneOf, type AthleteTier } from '@domain/enums';
import { associationDate, renewalState, type RenewalState } from '@domain/renewal';
import {
  CLUB_STATUSES,
  isClubPayable,
  isPayable,
  normaliseLegacyStatus,
  type ClubStatus,
  type PaymentStatus,
} from '@domain/status';

import type { ClubRecord, MembershipRecord } from './records';

// What the owner may pay for a record now: its first year (approved, unpaid) or a renewal
// (inside the domain's window). The server decides again; this only chooses the buttons.

export type PaymentPurpose = 'first' | 'renewal';

const dateOrNull = (iso: string | null) => (iso ? new Date(iso) : null);

/** The domain's renewal state of a membership or club as the browser reads it. */
export function recordRenewalState(
  record: Pick<MembershipRecord, 'status' | 'expiresAt' | 'deletedAt'>,
  now: Date,
): RenewalState {
  return renewalState(
    {
      status: record.status,
      expiresAt: dateOrNull(record.expiresAt),
      deletedAt: dateOrNull(record.deletedAt),
    },
    now,
  );
}

/** The coach membership of a club owner is paid and renewed only with its club. */
export const isClubCoachMembership = (membership: MembershipRecord) =>
  membership.membershipTier === 'club';

/** An approved membership that is not paid yet (spec 02 §4). */
export function membershipIsPayable(membership: MembershipRecord): boolean {
  const status = normaliseLegacyStatus(membership.status);
  return (
    status !== null &&
    isPayable({ status, paymentStatus: membership.paymentStatus as PaymentStatus | null })
  );
}

export function membershipPaymentDue(
  membership: MembershipRecord,
  now: Date,
): PaymentPurpose | null {
  if (isClubCoachMembership(membership)) return null;
  if (membershipIsPayable(membership)) return 'first';
  return recordRenewalState(membership, now) === 'renewable' ? 'renewal' : null;
}

export function clubIsPayable(club: ClubRecord): boolean {
  return (
    isOneOf(CLUB_STATUSES, club.status) &&
    isClubPayable({
      status: club.status as ClubStatus,
      paymentStatus: club.paymentStatus as PaymentStatus | null,
    })
  );
}

export function clubPaymentDue(club: ClubRecord, now: Date): PaymentPurpose | null {
  if (clubIsPayable(club)) return 'first';
  return recordRenewalState(club, now) === 'renewable' ? 'renewal' : null;
}

/** The tier a membership renews at unless the member chooses another (Basic by default). */
export const athleteTierOf = (membership: MembershipRecord): AthleteTier =>
  isOneOf(ATHLETE_TIERS, membership.membershipTier) ? membership.membershipTier : 'basic';

export interface DueMembership {
  membership: MembershipRecord;
  purpose: PaymentPurpose;
  tier: AthleteTier;
}

/** The caller's memberships one household payment can cover, oldest first. */
export function householdDue(memberships: readonly MembershipRecord[], now: Date): DueMembership[] {
  return memberships.flatMap((membership) => {
    const purpose = membershipPaymentDue(membership, now);
    return purpose ? [{ membership, purpose, tier: athleteTierOf(membership) }] : [];
  });
}

const EXPIRY_DATE_STYLE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};

/** An expiry instant as the association's calendar day, in the reader's locale. */
export function formatExpiry(expiresAt: Date | string, locale: string): string {
  const instant = typeof expiresAt === 'string' ? new Date(expiresAt) : expiresAt;
  return formatIsoDateLocal(associationDate(instant), locale, EXPIRY_DATE_STYLE);
}
