import type { RuntimeConfig } from '../../../config/runtime-config';
import { ApiRequestError } from '../../../lib/api/api-client';
import { callApi } from '../../../lib/api/call-api';
import { membershipFromWire, type MembershipRecord } from '../../../lib/records/records';

/** GET /memberships/me/all: the caller's memberships; none is an empty list (404 included). */
export async function getMyMemberships(config: RuntimeConfig): Promise<MembershipRecord[]> {
  try {
    const { memberships } = await callApi(config, 'GET /memberships/me/all');
    return memberships.map(membershipFromWire);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return [];
    throw error;
  }
}
