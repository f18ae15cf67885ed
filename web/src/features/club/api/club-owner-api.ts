import type { AnswerOf } from '@domain/contract/api-endpoints';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { callApi } from '../../../lib/api/call-api';
import { signedInRequest } from '../../../lib/api/signed-in-request';
import { rosterMemberFromWire, type MembershipRecord } from '../../../lib/records/records';

/** A page of the club's roster: the rows after `after` (the previous page's last row). */
export interface RosterQuery {
  skip: number;
  after?: string;
  limit: number;
  search: string;
}

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
  // The edit form's payload is not yet typed by the schema's input, so the body goes unchecked.
  payload: {
    personal_info?: Record<string, unknown>;
    taekwondo_background?: Record<string, unknown>;
    email?: string;
  },
) =>
  signedInRequest<AnswerOf<'PUT /club-owner/members/{id}'>>(
    config,
    `/club-owner/members/${encodeURIComponent(id)}`,
    { method: 'PUT', body: payload },
  );
