import { clubRosterEntryOf } from '../../domain/club-roster';
import type { ClubRosterMemberWire } from '../../domain/wire/club';
import type { StoredMembership } from '../../firestore/collections/memberships';
import { personalInfoToWire } from '../memberships/membership.mapper';

/**
 * A member as the club's owner sees them: the roster projection's fields (the same that
 * clubRosters/{id} holds), in the API's snake_case.
 */
export function clubRosterMemberToWire(membership: StoredMembership): ClubRosterMemberWire {
  const m = clubRosterEntryOf(membership.id, membership);
  return {
    id: m.membershipId,
    member_id: m.memberId,
    status: m.status,
    ...personalInfoToWire(m),
    email: m.email,
    competition_categories: m.competitionCategories,
    role: m.role,
    belt_rank: m.beltRank,
    division: m.division,
    current_school: m.currentSchool,
    club_id: m.clubId,
    membership_tier: m.membershipTier,
  };
}
