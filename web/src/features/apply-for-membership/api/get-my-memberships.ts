import type { MembershipListWire } from '@domain/wire/membership';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { ApiRequestError } from '../../../lib/api/api-client';
import { signedInRequest } from '../../../lib/api/signed-in-request';
import { membershipFromWire, type MembershipRecord } from '../../../lib/records/records';

/** GET /memberships/me/all: the caller's memberships; none is an empty list (404 included). */
export async function getMyMemberships(config: RuntimeConfig): Promise<MembershipRecord[]> {
  try {
    const { memberships } = await signedInRequest<MembershipListWire>(
      config,
      '/memberships/me/all',
    );
    return memberships.map(membershipFromWire);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return [];
    throw error;
  }
}
