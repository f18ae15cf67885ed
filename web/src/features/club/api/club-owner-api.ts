import type { ClubRosterMemberWire, ClubRosterWire } from '@domain/wire/club';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { queryString } from '../../../lib/api/query-string';
import { signedInRequest } from '../../../lib/api/signed-in-request';
import { addressFromWire, type MembershipRecord } from '../../../lib/records/records';

/** A page of the club's roster: the rows after `after` (the previous page's last row). */
export interface RosterQuery {
  skip: number;
  after?: string;
  limit: number;
  search: string;
}

/**
 * A roster row as the table and edit dialog take it. The API sends no account, payment or
 * administrator's reason to a club owner: those stay empty.
 */
function rosterMemberFromWire(wire: ClubRosterMemberWire): MembershipRecord {
  return {
    id: wire.id,
    accountUid: '',
    memberId: wire.member_id,
    status: wire.status,
    paymentStatus: null,
    firstName: wire.first_name,
    lastName: wire.last_name,
    email: wire.email,
    phone: wire.phone,
    dateOfBirth: wire.date_of_birth,
    gender: wire.gender,
    parentName: wire.parent_name,
    tShirtSize: wire.t_shirt_size,
    uniformSize: wire.uniform_size,
    useAccountAddress: wire.use_account_address,
    address: addressFromWire(wire.address),
    competitionCategories: [...wire.competition_categories],
    role: wire.role,
    beltRank: wire.belt_rank,
    division: wire.division,
    currentSchool: wire.current_school,
    membershipTier: wire.membership_tier,
    isSelfRegistration: false,
    createdAt: null,
    expiresAt: null,
    renewedAt: null,
    statusReason: null,
    statusChangedAt: null,
    deletedAt: null,
  };
}

/** Members of the caller's own club, a page at a time (the server decides which club). */
export async function listClubMembers(
  config: RuntimeConfig,
  { skip, after, limit, search }: RosterQuery,
): Promise<{ items: MembershipRecord[]; total: number }> {
  const body = await signedInRequest<ClubRosterWire>(
    config,
    `/club-owner/members${queryString({ skip, after, limit, search: search.trim() })}`,
  );
  return { items: (body.memberships ?? []).map(rosterMemberFromWire), total: body.total ?? 0 };
}

/** A club owner's change to a member: never school, tier or status (the API refuses them). */
export const updateClubMember = (
  config: RuntimeConfig,
  id: string,
  payload: {
    personal_info?: Record<string, unknown>;
    taekwondo_background?: Record<string, unknown>;
    email?: string;
  },
) =>
  signedInRequest<ClubRosterMemberWire>(config, `/club-owner/members/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: payload,
  });
