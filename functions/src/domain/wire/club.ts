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

/** A club membership as the API gives it (spec 02 section 3), plus the admin view's flat fields. */
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

/** GET /club-owner/members: the owner's club and one page of its members. */
export type ClubRosterWire = {
  club: ClubWire;
  memberships: MembershipWire[];
  total: number;
};
