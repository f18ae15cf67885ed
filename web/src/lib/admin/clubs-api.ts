import type { RuntimeConfig } from '../../config/runtime-config';
import type { ClubInfo, ClubRecord } from '../clubs/club-record';

import type { ClubInvitation, ListResult, PageQuery } from './admin-records';
import { queryString, signedInRequest } from './admin-request';

export async function listClubMemberships(
  config: RuntimeConfig,
  { skip, limit, search, status, deleted }: PageQuery,
): Promise<ListResult<ClubRecord>> {
  const query = queryString({ skip, limit, search, status, deleted });
  const body = await signedInRequest<{ club_memberships: ClubRecord[]; total: number }>(
    config,
    `/club-memberships${query}`,
  );
  return { items: body.club_memberships ?? [], total: body.total ?? 0 };
}

const clubPath = (id: string) => `/club-memberships/${encodeURIComponent(id)}`;

export const updateClubMembership = (
  config: RuntimeConfig,
  id: string,
  payload: { club_info?: ClubInfo; status?: string },
) => signedInRequest<ClubRecord>(config, clubPath(id), { method: 'PUT', body: payload });

export const createClubInvitation = (
  config: RuntimeConfig,
  payload: { club_name: string; club_email: string },
) =>
  signedInRequest<ClubInvitation>(config, '/club-memberships/invitations', {
    method: 'POST',
    body: payload,
  });

export const revokeClubInvitation = (config: RuntimeConfig, code: string) =>
  signedInRequest<unknown>(
    config,
    `/club-memberships/invitations/${encodeURIComponent(code)}/revoke`,
    { method: 'POST' },
  );

export const softDeleteClubMembership = (config: RuntimeConfig, id: string) =>
  signedInRequest<unknown>(config, `${clubPath(id)}/soft`, { method: 'DELETE' });

export const restoreClubMembership = (config: RuntimeConfig, id: string) =>
  signedInRequest<unknown>(config, `${clubPath(id)}/restore`, { method: 'POST' });
