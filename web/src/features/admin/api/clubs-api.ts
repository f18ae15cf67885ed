import type { RuntimeConfig } from '../../../config/runtime-config';
import {
  REASONED_STATUSES,
  type ClubInvitation,
  type ListResult,
  type PageQuery,
  type ReasonedStatus,
  type StatusDetails,
} from '../../../lib/admin/admin-records';
import { queryString } from '../../../lib/api/query-string';
import { signedInRequest } from '../../../lib/api/signed-in-request';
import type { ClubInfo, ClubRecord } from '../../../lib/clubs/club-record';

export async function listClubMemberships(
  config: RuntimeConfig,
  { skip, after, limit, search, status, deleted, expiry }: PageQuery,
): Promise<ListResult<ClubRecord & StatusDetails>> {
  const query = queryString({ skip, after, limit, search, status, deleted, expiry });
  const body = await signedInRequest<{
    club_memberships: (ClubRecord & StatusDetails)[];
    total: number;
  }>(config, `/club-memberships${query}`);
  return { items: body.club_memberships ?? [], total: body.total ?? 0 };
}

const clubPath = (id: string) => `/club-memberships/${encodeURIComponent(id)}`;

export const updateClubMembership = (
  config: RuntimeConfig,
  id: string,
  payload: { club_info?: ClubInfo; status?: string; status_reason?: string },
) => signedInRequest<ClubRecord>(config, clubPath(id), { method: 'PUT', body: payload });

/** Activate, suspend or cancel a club: the server requires the reason, which the owner is emailed. */
export const setClubStatusWithReason = (
  config: RuntimeConfig,
  id: string,
  status: ReasonedStatus,
  reason: string,
) =>
  signedInRequest<ClubRecord>(config, `${clubPath(id)}/${REASONED_STATUSES[status]}`, {
    method: 'POST',
    body: { reason },
  });

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
