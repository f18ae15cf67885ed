import type { RuntimeConfig } from '../../../config/runtime-config';
import { callApi } from '../../../lib/api/call-api';
import { membershipFromWire, type MembershipRecord } from '../../../lib/records/records';

/** GET /memberships/me/all: the caller's memberships (an empty list when they have none). */
export async function getMyMemberships(config: RuntimeConfig): Promise<MembershipRecord[]> {
  const { memberships } = await callApi(config, 'GET /memberships/me/all');
  return memberships.map(membershipFromWire);
}
