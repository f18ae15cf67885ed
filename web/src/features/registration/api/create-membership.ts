import type { AthleteMembershipInput } from '@domain/schemas/athlete-membership';
import type { MembershipWire } from '@domain/wire/membership';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { apiRequest } from '../../../lib/api/api-client';

/** The athlete membership payload of spec 01 §3, as POST /memberships takes it. */
export type AthleteMembershipPayload = Omit<AthleteMembershipInput, 'club_info'>;

export function createMembership(
  config: RuntimeConfig,
  request: { idToken: string; payload: AthleteMembershipPayload; locale: string },
): Promise<MembershipWire> {
  return apiRequest<MembershipWire>(config, '/memberships', {
    method: 'POST',
    idToken: request.idToken,
    locale: request.locale,
    body: request.payload,
  });
}
