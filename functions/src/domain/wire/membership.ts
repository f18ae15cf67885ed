import type {
  AgeDivision,
  CompetitionCategory,
  Gender,
  MembershipRole,
  Relationship,
  Tier,
} from '../enums';
import type { MembershipStatus, PaymentStatus } from '../status';

import type { AddressWire } from './address';

export type MembershipPersonalInfoWire = {
  first_name: string;
  last_name: string;
  phone: string | null;
  date_of_birth: string;
  gender: Gender;
  parent_name: string | null;
  t_shirt_size: string;
  uniform_size: string;
  use_account_address: boolean;
  address: AddressWire | null;
};

export type MembershipBackgroundWire = {
  role: MembershipRole;
  belt_rank: string;
  current_school: string;
  competition_categories: CompetitionCategory[];
};

/**
 * An athlete, coach or referee membership as the API gives it: the nested
 * personal_info and taekwondo_background, with the same fields flat for the tables.
 */
export type MembershipWire = MembershipPersonalInfoWire &
  MembershipBackgroundWire & {
    id: string;
    user_id: string;
    member_id: string | null;
    status: MembershipStatus;
    payment_status: PaymentStatus;
    athlete_name: string;
    is_self_registration: boolean;
    email: string | null;
    division: AgeDivision | null;
    club_id: string | null;
    membership_tier: Tier;
    relationship_to_athlete: {
      relationship: Relationship;
      relationship_other: string | null;
    } | null;
    personal_info: MembershipPersonalInfoWire;
    taekwondo_background: MembershipBackgroundWire;
    created_at: string | null;
    updated_at: string | null;
    activated_at: string | null;
    expires_at: string | null;
    status_reason: string | null;
    status_changed_at: string | null;
    // When an administrator moved it to the trash; erased 90 days later.
    deleted_at: string | null;
  };

/** GET /memberships (administrators: a page and the total) and GET /memberships/me/all. */
export type MembershipListWire = {
  memberships: MembershipWire[];
  total?: number;
};
