import type { MembershipListWire, MembershipWire } from '@domain/wire/membership';

import type { RuntimeConfig } from '../../config/runtime-config';
import { queryString } from '../api/query-string';
import { signedInRequest } from '../api/signed-in-request';
import { membershipFromWire, type MembershipRecord } from '../records/records';

import {
  REASONED_STATUSES,
  type ListResult,
  type PageQuery,
  type ReasonedStatus,
} from './admin-records';

export async function listMemberships(
  config: RuntimeConfig,
  { skip, after, limit, search, status, role, deleted, expiry }: PageQuery,
): Promise<ListResult<MembershipRecord>> {
  const query = queryString({ skip, after, limit, search, status, role, deleted, expiry });
  const body = await signedInRequest<MembershipListWire>(config, `/memberships${query}`);
  return { items: (body.memberships ?? []).map(membershipFromWire), total: body.total ?? 0 };
}

/** The nested update (with a reason for some statuses), or only a status. */
export interface AdminMembershipUpdate {
  personal_info?: Record<string, unknown>;
  taekwondo_background?: Record<string, unknown>;
  membership_tier?: string;
  email?: string;
  status?: string;
  status_reason?: string;
}

const membershipPath = (id: string) => `/memberships/${encodeURIComponent(id)}`;

export const adminUpdateMembership = (
  config: RuntimeConfig,
  id: string,
  payload: AdminMembershipUpdate,
) =>
  signedInRequest<MembershipWire>(config, `${membershipPath(id)}/admin`, {
    method: 'PUT',
    body: payload,
  });

export const setMembershipStatus = (config: RuntimeConfig, id: string, status: string) =>
  adminUpdateMembership(config, id, { status });

/** Activate, suspend or cancel: the server requires the reason, which the member is emailed. */
export const setMembershipStatusWithReason = (
  config: RuntimeConfig,
  id: string,
  status: ReasonedStatus,
  reason: string,
) =>
  signedInRequest<MembershipWire>(config, `${membershipPath(id)}/${REASONED_STATUSES[status]}`, {
    method: 'POST',
    body: { reason },
  });

export const softDeleteMembership = (config: RuntimeConfig, id: string) =>
  signedInRequest<unknown>(config, `${membershipPath(id)}/soft`, { method: 'DELETE' });

export const restoreMembership = (config: RuntimeConfig, id: string) =>
  signedInRequest<unknown>(config, `${membershipPath(id)}/restore`, { method: 'POST' });
