import { valueIfOneOf, MEMBERSHIP_ROLES } from '@domain/enums';
import type { AdminMembershipUpdateInput } from '@domain/schemas/admin';
import { REVIEW_FILTER_STATUSES, type MembershipStatus } from '@domain/status';

import type { RuntimeConfig } from '../../config/runtime-config';
import { callApi } from '../api/call-api';
import { membershipFromWire, type MembershipRecord } from '../records/records';

import {
  filteredListQuery,
  REASONED_STATUSES,
  type ListResult,
  type PageQuery,
  type ReasonedStatus,
} from './admin-records';

export async function listMemberships(
  config: RuntimeConfig,
  query: PageQuery,
): Promise<ListResult<MembershipRecord>> {
  const body = await callApi(config, 'GET /memberships', {
    query: {
      ...filteredListQuery(query, REVIEW_FILTER_STATUSES),
      role: valueIfOneOf(MEMBERSHIP_ROLES, query.role),
    },
  });
  return { items: body.memberships.map(membershipFromWire), total: body.total ?? 0 };
}

/** The nested update (with a reason for some statuses), or only a status. */
export const adminUpdateMembership = (
  config: RuntimeConfig,
  id: string,
  payload: AdminMembershipUpdateInput,
) => callApi(config, 'PUT /memberships/{id}/admin', { path: { id }, body: payload });

export const setMembershipStatus = (config: RuntimeConfig, id: string, status: MembershipStatus) =>
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
