import type { MembershipListWire } from '@domain/wire/membership';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { apiRequest, ApiRequestError } from '../../../lib/api/api-client';
import { membershipFromWire, type MembershipRecord } from '../../../lib/records/records';

/** GET /memberships/me/all: the caller's memberships; none is an empty list (404 included). */
export async function getMyMemberships(
  config: RuntimeConfig,
  idToken: string,
): Promise<MembershipRecord[]> {
  try {
    const { memberships } = await apiRequest<MembershipListWire>(config, '/memberships/me/all', {
      idToken,
    });
    return memberships.map(membershipFromWire);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return [];
    throw error;
  }
}
