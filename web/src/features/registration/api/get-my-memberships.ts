import type { RuntimeConfig } from '../../../config/runtime-config';
import { apiRequest, ApiRequestError } from '../../../lib/api/api-client';

import type { MembershipRecord } from './membership-record';

/** GET /memberships/me/all: the caller's memberships; none is an empty list (404 included). */
export async function getMyMemberships(
  config: RuntimeConfig,
  idToken: string,
): Promise<MembershipRecord[]> {
  try {
    const { memberships } = await apiRequest<{ memberships: MembershipRecord[] }>(
      config,
      '/memberships/me/all',
      { idToken },
    );
    return memberships;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return [];
    throw error;
  }
}
