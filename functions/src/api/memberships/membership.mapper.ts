import type { AthleteMembershipInput } from '../../domain/schemas/athlete-membership';
import type {
  MembershipBackgroundWire,
  MembershipPersonalInfoWire,
  MembershipWire,
} from '../../domain/wire/membership';
import type { StoredMembership } from '../../firestore/collections/memberships';
import { addressFromWire, addressToWire } from '../shared/address.mapper';
import { isoOrNull } from '../shared/iso-date';

// The HTTP API speaks the spec's snake_case; Firestore keeps camelCase.

type PersonalInfoInput = AthleteMembershipInput['personal_info'];

/** The personal details as typed; phone and parent name are decided by the service. */
export function personalInfoFromWire(info: PersonalInfoInput) {
  return {
    firstName: info.first_name,
    lastName: info.last_name,
    dateOfBirth: info.date_of_birth,
    gender: info.gender,
    tShirtSize: info.t_shirt_size,
    uniformSize: info.uniform_size,
    useAccountAddress: info.use_account_address,
    address: info.use_account_address ? null : addressFromWire(info.address),
  };
}

/** The person's details in the API's snake_case: the full record's, and a club roster row's. */
export function personalInfoToWire(
  m: Pick<
    StoredMembership,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'dateOfBirth'
    | 'gender'
    | 'parentName'
    | 'tShirtSize'
    | 'uniformSize'
    | 'useAccountAddress'
    | 'address'
  >,
): MembershipPersonalInfoWire {
  return {
    first_name: m.firstName,
    last_name: m.lastName,
    phone: m.phone,
    date_of_birth: m.dateOfBirth,
    gender: m.gender,
    parent_name: m.parentName,
    t_shirt_size: m.tShirtSize,
    uniform_size: m.uniformSize,
    use_account_address: m.useAccountAddress,
    address: addressToWire(m.address),
  };
}

export function membershipToWire(m: StoredMembership): MembershipWire {
  const personalInfo = personalInfoToWire(m);
  const background: MembershipBackgroundWire = {
    role: m.role,
    belt_rank: m.beltRank,
    current_school: m.currentSchool,
    competition_categories: m.competitionCategories,
  };
  return {
    id: m.id,
    user_id: m.accountUid,
    member_id: m.memberId,
    status: m.status,
    payment_status: m.paymentStatus,
    athlete_name: `${m.firstName} ${m.lastName}`,
    is_self_registration: m.isSelfRegistration,
    ...personalInfo,
    email: m.email,
    ...background,
    division: m.division,
    club_id: m.clubId,
    membership_tier: m.membershipTier,
    relationship_to_athlete: m.relationshipToAthlete && {
      relationship: m.relationshipToAthlete.relationship,
      relationship_other: m.relationshipToAthlete.relationshipOther,
    },
    personal_info: personalInfo,
    taekwondo_background: background,
    created_at: isoOrNull(m.createdAt),
    updated_at: isoOrNull(m.updatedAt),
    activated_at: isoOrNull(m.activatedAt),
    expires_at: isoOrNull(m.expiresAt),
    status_reason: m.statusReason ?? null,
    status_changed_at: isoOrNull(m.statusChangedAt ?? null),
    deleted_at: isoOrNull(m.deletedAt),
  };
}
