import type { AgeDivision, CoachType, MembershipRole, RefereeLevel } from '../enums';

/**
 * An active member as other members see them in the directory: never a date of birth,
 * phone, email, address or parent name (minors are listed).
 */
export type DirectoryMemberWire = {
  id: string;
  membership_id: string;
  member_id: string | null;
  name: string;
  role: MembershipRole;
  belt_rank: string | null;
  division: AgeDivision | null;
  club_id: string | null;
  club_name: string | null;
  achievements: string[];
  // 'YYYY-MM-DD' of activation.
  join_date: string | null;
  referee_level: RefereeLevel | null;
  coach_type: CoachType | null;
  status: 'active';
};

/** GET /members/featured: the members with most achievements first. */
export type FeaturedMembersWire = { data: DirectoryMemberWire[] };
