import type { AthleteMembershipInput } from '@domain/schemas/athlete-membership';
import type { MembershipWire } from '@domain/wire/membership';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { signedInRequest } from '../../../lib/api/signed-in-request';

/** The athlete membership payload, as POST /memberships takes it. */
export type AthleteMembershipPayload = Omit<AthleteMembershipInput, 'club_info'>;

export function createMembership(
  config: RuntimeConfig,
  request: { payload: AthleteMembershipPayload; locale: string },
): Promise<MembershipWire> {
  return signedInRequest<MembershipWire>(config, '/memberships', {
    method: 'POST',
    locale: request.locale,
    body: request.payload,
  });
}
