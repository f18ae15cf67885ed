import { clubRosterEntryOf } from '../../domain/club-roster';
import type { ClubRosterMemberWire } from '../../domain/wire/club';
import type { MembershipDoc } from '../memberships/membership.model';
import { addressToWire } from '../shared/address.mapper';

/**
 * A member as the club's owner sees them: the roster projection's fields (the same that
 * clubRosters/{id} holds), in the API's snake_case.
 */
export function clubRosterMemberToWire(membership: MembershipDoc): ClubRosterMemberWire {
  const m = clubRosterEntryOf(membership.id, membership);
  return {
    id: m.membershipId,
    member_id: m.memberId,
    status: m.status,
    first_name: m.firstName,
    last_name: m.lastName,
    email: m.email,
    phone: m.phone,
    date_of_birth: m.dateOfBirth,
    gender: m.gender,
    parent_name: m.parentName,
    t_shirt_size: m.tShirtSize,
    uniform_size: m.uniformSize,
    use_account_address: m.useAccountAddress,
    address: addressToWire(m.address),
    competition_categories: m.competitionCategories,
    role: m.role,
    belt_rank: m.beltRank,
    division: m.division,
    current_school: m.currentSchool,
    club_id: m.clubId,
    membership_tier: m.membershipTier,
  };
}
