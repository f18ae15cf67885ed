import { divisionFor } from '../../../domain/age';
import type { AthleteMembershipInput } from '../../../domain/schemas/athlete-membership';
import type { MembershipStatus } from '../../../domain/status';
import type { StoredMembership } from '../../../firestore/collections/memberships';
import { personalInfoFromWire } from '../../memberships/membership.mapper';

type PersonalInfoInput = AthleteMembershipInput['personal_info'];

/** Personal details as an administrator or club owner edits them; the division follows the birth date. */
export function personalChanges(
  current: StoredMembership,
  info: PersonalInfoInput,
  today: string,
): Partial<StoredMembership> {
  const changes: Partial<StoredMembership> = {
    ...personalInfoFromWire(info),
    phone: info.phone ?? current.phone,
    parentName: info.parent_name ?? current.parentName,
  };
  if (info.date_of_birth !== current.dateOfBirth) {
    changes.division = divisionFor(info.date_of_birth, today);
  }
  return changes;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * A new status, with when and why it changed (the reason given, or none through the edit
 * dialog). Activation by an administrator starts the membership year when it has not
 * started yet; the member ID stays the payment's to assign.
 */
export function statusChanges(
  current: StoredMembership,
  status: MembershipStatus,
  at: Date,
  reason: string | null = null,
): Partial<StoredMembership> {
  const changes: Partial<StoredMembership> = { status };
  if (status !== current.status || reason !== null) {
    changes.statusReason = reason;
    changes.statusChangedAt = at;
  }
  if (status !== 'active' || current.activatedAt) return changes;
  return { ...changes, activatedAt: at, expiresAt: new Date(at.getTime() + YEAR_MS) };
}

/** Fields no one edits: bookkeeping and derived search copies. */
export const NOT_AUDITED = [
  'updatedAt',
  'statusChangedAt',
  'firstNameLower',
  'lastNameLower',
  'emailLower',
  'schoolLower',
  'searchTokens',
];
