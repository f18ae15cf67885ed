import { isMinor, parentName } from './age';
import type { Relationship } from './enums';
import { normaliseForSearch } from './search-text';
import type { MembershipStatus } from './status';

// Rules for an athlete, coach or referee membership that the API applies and the web shows.

export interface PersonIdentity {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

/** One person, whatever the capitals, accents or spacing of the names typed. */
export function isSamePerson(a: PersonIdentity, b: PersonIdentity): boolean {
  return (
    a.dateOfBirth === b.dateOfBirth &&
    normaliseForSearch(a.firstName) === normaliseForSearch(b.firstName) &&
    normaliseForSearch(a.lastName) === normaliseForSearch(b.lastName)
  );
}

export interface ApplicantRelationship {
  relationship: Relationship;
  relationshipOther: string | null;
}

/** 'other' is shown as the description the applicant gave. */
export function relationshipLabel({ relationship, relationshipOther }: ApplicantRelationship) {
  return relationship === 'other' && relationshipOther ? relationshipOther : relationship;
}

/**
 * parent_name 'first last (relationship)' of the account holder, for a minor registered by
 * someone else; null otherwise.
 */
export function applicationParentName(
  application: {
    dateOfBirth: string;
    isSelfRegistration: boolean;
    relationshipToAthlete: ApplicantRelationship | null;
  },
  accountHolder: { firstName: string; lastName: string },
  today: string,
): string | null {
  const { dateOfBirth, isSelfRegistration, relationshipToAthlete } = application;
  if (isSelfRegistration || !relationshipToAthlete || !isMinor(dateOfBirth, today)) return null;
  return parentName(
    accountHolder.firstName,
    accountHolder.lastName,
    relationshipLabel(relationshipToAthlete),
  );
}

/** A membership in review is read-only to its owner. */
export function ownerMayEdit(status: MembershipStatus): boolean {
  return status !== 'in_review';
}

// Past review, a membership is a checked person: their name and birth date are the
// administrators' to correct (the age division and the directory follow them).
const IDENTITY_LOCKED_STATUSES: readonly MembershipStatus[] = [
  'approved',
  'active',
  'expired',
  'suspended',
  'cancelled',
];

/** Whether only an administrator may change the membership's name and date of birth. */
export function identityLocked(status: MembershipStatus): boolean {
  return IDENTITY_LOCKED_STATUSES.includes(status);
}

/** Whether a change by someone other than an administrator is refused (see identityLocked). */
export function refusesIdentityChange(
  current: PersonIdentity & { status: MembershipStatus },
  next: PersonIdentity,
): boolean {
  return identityLocked(current.status) && !isSamePerson(current, next);
}
