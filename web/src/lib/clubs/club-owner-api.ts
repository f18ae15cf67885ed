import type { RuntimeConfig } from '../../config/runtime-config';
import { queryString, signedInRequest } from '../admin/admin-request';

import type { ClubRecord } from './club-record';
import type { MemberRecord } from './member-record';

/** The signed-in person's club memberships (empty when there are none). */
export async function getMyClubMemberships(config: RuntimeConfig): Promise<ClubRecord[]> {
  const body = await signedInRequest<ClubRecord[] | { club_memberships?: ClubRecord[] }>(
    config,
    '/club-memberships/me/all',
  );
  if (Array.isArray(body)) return body;
  return body?.club_memberships ?? [];
}

/** Members of the caller's own club (the server decides which club that is). */
export async function listClubMembers(config: RuntimeConfig, search = ''): Promise<MemberRecord[]> {
  const body = await signedInRequest<{ memberships: MemberRecord[]; total: number }>(
    config,
    `/club-owner/members${queryString({ search: search.trim() })}`,
  );
  return body.memberships ?? [];
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
  signedInRequest<MemberRecord>(config, `/club-owner/members/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: payload,
  });
