import type { ClubInfoWire, ClubListWire, ClubWire } from '@domain/wire/club';

import type { RuntimeConfig } from '../../../config/runtime-config';
import {
  REASONED_STATUSES,
  type ClubInvitation,
  type ListResult,
  type PageQuery,
  type ReasonedStatus,
} from '../../../lib/admin/admin-records';
import { queryString } from '../../../lib/api/query-string';
import { signedInRequest } from '../../../lib/api/signed-in-request';
import { clubFromWire, type ClubRecord } from '../../../lib/records/records';

export async function listClubMemberships(
  config: RuntimeConfig,
  { skip, after, limit, search, status, deleted, expiry }: PageQuery,
): Promise<ListResult<ClubRecord>> {
  const query = queryString({ skip, after, limit, search, status, deleted, expiry });
  const body = await signedInRequest<ClubListWire>(config, `/club-memberships${query}`);
  return { items: (body.club_memberships ?? []).map(clubFromWire), total: body.total ?? 0 };
}

const clubPath = (id: string) => `/club-memberships/${encodeURIComponent(id)}`;

export const updateClubMembership = (
  config: RuntimeConfig,
  id: string,
  payload: { club_info?: ClubInfoWire; status?: string; status_reason?: string },
) => signedInRequest<ClubWire>(config, clubPath(id), { method: 'PUT', body: payload });

/** Activate, suspend or cancel a club: the server requires the reason, which the owner is emailed. */
export const setClubStatusWithReason = (
  config: RuntimeConfig,
  id: string,
  status: ReasonedStatus,
  reason: string,
) =>
  signedInRequest<ClubWire>(config, `${clubPath(id)}/${REASONED_STATUSES[status]}`, {
    method: 'POST',
    body: { reason },
  });

/** An administrator approves or rejects the new name a club's owner asked for. */
export const decideClubName = (config: RuntimeConfig, id: string, decision: 'approve' | 'reject') =>
  signedInRequest<ClubWire>(config, `${clubPath(id)}/name/${decision}`, { method: 'POST' });

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
