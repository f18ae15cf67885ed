import { formatIsoDateLocal } from '@domain/dates';
import { ATHLETE_TIERS, isOneOf, type AthleteTier } from '@domain/enums';
import { paymentPurposeFor, type PayableRecord } from '@domain/payment-eligibility';
import { associationDate, renewalState, type RenewalState } from '@domain/renewal';

import type { ClubRecord, MembershipRecord } from '../records/records';

// What the owner may pay for a record now: its first year (approved, unpaid) or a renewal
// (inside the domain's window). The server decides again; this only chooses the buttons.

export type DuesPurpose = 'first' | 'renewal';

const dateOrNull = (iso: string | null) => (iso ? new Date(iso) : null);

/** The domain's renewal state of a membership or club as the browser reads it. */
export function recordRenewalState(
  record: Pick<MembershipRecord | ClubRecord, 'status' | 'expiresAt' | 'deletedAt'>,
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

/** The record as the domain's payment rule reads it: the rule the server applies too. */
function payable(
  kind: PayableRecord['kind'],
  record: MembershipRecord | ClubRecord,
): PayableRecord {
  return {
    kind,
    status: record.status,
    paymentStatus: record.paymentStatus,
    membershipTier: 'membershipTier' in record ? record.membershipTier : null,
    expiresAt: dateOrNull(record.expiresAt),
    deletedAt: dateOrNull(record.deletedAt),
  };
}

function purposeOf(record: PayableRecord, now: Date): DuesPurpose | null {
  const decision = paymentPurposeFor(record, now);
  return 'purpose' in decision ? decision.purpose : null;
}

export const membershipPaymentDue = (membership: MembershipRecord, now: Date) =>
  purposeOf(payable('membership', membership), now);

export const clubPaymentDue = (club: ClubRecord, now: Date) =>
  purposeOf(payable('club', club), now);

/** The tier a membership renews at unless the member chooses another (Basic by default). */
export const athleteTierOf = (membership: MembershipRecord): AthleteTier =>
  isOneOf(ATHLETE_TIERS, membership.membershipTier) ? membership.membershipTier : 'basic';

export interface DueMembership {
  membership: MembershipRecord;
  purpose: DuesPurpose;
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
