import type { ClubMembersQuery } from '@domain/schemas/admin';
import type { OwnerMembershipUpdateInput } from '@domain/schemas/membership-update';

import type { MembershipUpdatePayload } from '../../../components/membership-edit/membership-form-values';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { callApi } from '../../../lib/api/call-api';
import { rosterMemberFromWire, type MembershipRecord } from '../../../lib/records/records';

/** A page of the club's roster: the rows after `after` (the previous page's last row). */
export type RosterQuery = Pick<ClubMembersQuery, 'skip' | 'after' | 'limit'> & { search: string };

/** Members of the caller's own club, a page at a time (the server decides which club). */
export async function listClubMembers(
  config: RuntimeConfig,
  { skip, after, limit, search }: RosterQuery,
): Promise<{ items: MembershipRecord[]; total: number }> {
  const body = await callApi(config, 'GET /club-owner/members', {
    query: { skip, after, limit, search: search.trim() },
  });
  return { items: body.memberships.map(rosterMemberFromWire), total: body.total };
}

/** A club owner's change to a member: never school, tier or status (the API refuses them). */
export const updateClubMember = (
  config: RuntimeConfig,
  id: string,
  { personal_info, taekwondo_background, email }: MembershipUpdatePayload,
) =>
  callApi(config, 'PUT /club-owner/members/{id}', {
    path: { id },
    // The shared edit form builds loosely typed records; only the owner's fields are sent.
    body: {
      personal_info,
      taekwondo_background: {
        competition_categories: taekwondo_background.competition_categories,
      },
      email,
    } as OwnerMembershipUpdateInput,
  });
