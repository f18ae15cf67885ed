import type { ClubStatus, PaymentStatus } from '../status';

import type { MembershipWire } from './membership';

export type ClubInfoWire = {
  club_name: string;
  club_owner_name: string;
  club_address: string;
  club_email: string;
  club_phone: string;
  club_logo: string | null;
};

/** A club membership as the API gives it, plus the admin view's flat fields. */
export type ClubWire = {
  id: string;
  user_id: string | null;
  member_id: string | null;
  default_coach_member_id: string | null;
  default_coach_membership_id: string | null;
  status: ClubStatus;
  payment_status: PaymentStatus;
  invite_code: string | null;
  created_at: string | null;
  updated_at: string | null;
  expires_at: string | null;
  status_reason: string | null;
  status_changed_at: string | null;
  // A new name the owner asked for, which an administrator has yet to approve.
  pending_club_name: string | null;
  // When an administrator moved it to the trash; erased 90 days later.
  deleted_at: string | null;
  club_info: ClubInfoWire;
  name: string;
  owner: string;
  address: string;
  email: string;
  phone: string;
  logo: string | null;
};

/** GET /club-memberships (administrators: with the total) and GET /club-memberships/me. */
export type ClubListWire = {
  club_memberships: ClubWire[];
  total?: number;
};

/**
 * A member as their club's owner sees them (domain/club-roster's fields): what the roster
 * and the edit dialog show, never the account, payment or an administrator's reason.
 */
export type ClubRosterMemberWire = Pick<
  MembershipWire,
  | 'id'
  | 'member_id'
  | 'status'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'date_of_birth'
  | 'gender'
  | 'parent_name'
  | 't_shirt_size'
  | 'uniform_size'
  | 'use_account_address'
  | 'address'
  | 'competition_categories'
  | 'role'
  | 'belt_rank'
  | 'division'
  | 'current_school'
  | 'club_id'
  | 'membership_tier'
>;

/** GET /club-owner/members: the owner's club and one page of its members. */
export type ClubRosterWire = {
  club: ClubWire;
  memberships: ClubRosterMemberWire[];
  total: number;
};
