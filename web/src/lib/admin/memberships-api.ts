import { EXPIRY_FILTERS } from '@domain/admin-listing';
import type { AnswerOf } from '@domain/contract/api-endpoints';
import { valueIfOneOf, MEMBERSHIP_ROLES } from '@domain/enums';
import { REVIEW_FILTER_STATUSES } from '@domain/status';

import type { RuntimeConfig } from '../../config/runtime-config';
import { callApi } from '../api/call-api';
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
  const body = await callApi(config, 'GET /memberships', {
    query: {
      skip,
      after,
      limit,
      search,
      deleted,
      // 'all' (or anything the server does not filter on) is no filter.
      status: valueIfOneOf(REVIEW_FILTER_STATUSES, status),
      role: valueIfOneOf(MEMBERSHIP_ROLES, role),
      expiry: valueIfOneOf(EXPIRY_FILTERS, expiry),
    },
  });
  return { items: body.memberships.map(membershipFromWire), total: body.total ?? 0 };
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
  // The edit dialog's payload is not yet typed by the domain's schema; the answer is.
  signedInRequest<AnswerOf<'PUT /memberships/{id}/admin'>>(config, `${membershipPath(id)}/admin`, {
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
  callApi(config, `POST /memberships/{id}/${REASONED_STATUSES[status]}`, {
    path: { id },
    body: { reason },
  });

export const softDeleteMembership = (config: RuntimeConfig, id: string) =>
  callApi(config, 'DELETE /memberships/{id}/soft', { path: { id } });

export const restoreMembership = (config: RuntimeConfig, id: string) =>
  callApi(config, 'POST /memberships/{id}/restore', { path: { id } });
