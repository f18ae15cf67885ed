import type { BodyOf } from '@domain/contract/api-endpoints';
import type { ClubUpdateInput } from '@domain/schemas/admin';
import { CLUB_STATUSES } from '@domain/status';

import type { RuntimeConfig } from '../../../config/runtime-config';
import {
  filteredListQuery,
  REASONED_STATUSES,
  type ListResult,
  type PageQuery,
  type ReasonedStatus,
} from '../../../lib/admin/admin-records';
import { callApi } from '../../../lib/api/call-api';
import { clubFromWire, type ClubRecord } from '../../../lib/records/records';

export async function listClubMemberships(
  config: RuntimeConfig,
  query: PageQuery,
): Promise<ListResult<ClubRecord>> {
  const body = await callApi(config, 'GET /club-memberships', {
    query: filteredListQuery(query, CLUB_STATUSES),
  });
  return { items: body.club_memberships.map(clubFromWire), total: body.total ?? 0 };
}

export const updateClubMembership = (config: RuntimeConfig, id: string, payload: ClubUpdateInput) =>
  callApi(config, 'PUT /club-memberships/{id}', { path: { id }, body: payload });

/** Activate, suspend or cancel a club: the server requires the reason, which the owner is emailed. */
export const setClubStatusWithReason = (
  config: RuntimeConfig,
  id: string,
  status: ReasonedStatus,
  reason: string,
) =>
  callApi(config, `POST /club-memberships/{id}/${REASONED_STATUSES[status]}`, {
    path: { id },
    body: { reason },
  });

/** An administrator approves or rejects the new name a club's owner asked for. */
export const decideClubName = (config: RuntimeConfig, id: string, decision: 'approve' | 'reject') =>
  callApi(config, `POST /club-memberships/{id}/name/${decision}`, { path: { id } });

export const createClubInvitation = (
  config: RuntimeConfig,
  body: BodyOf<'POST /club-memberships/invitations'>,
) => callApi(config, 'POST /club-memberships/invitations', { body });

export const revokeClubInvitation = (config: RuntimeConfig, code: string) =>
  callApi(config, 'POST /club-memberships/invitations/{code}/revoke', { path: { code } });

export const softDeleteClubMembership = (config: RuntimeConfig, id: string) =>
  callApi(config, 'DELETE /club-memberships/{id}/soft', { path: { id } });

export const restoreClubMembership = (config: RuntimeConfig, id: string) =>
  callApi(config, 'POST /club-memberships/{id}/restore', { path: { id } });
