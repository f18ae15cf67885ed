import type { AthleteMembershipInput } from '@domain/schemas/athlete-membership';
import type { MembershipWire } from '@domain/wire/membership';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { callApi } from '../../../lib/api/call-api';

/** The athlete membership payload, as POST /memberships takes it. */
export type AthleteMembershipPayload = Omit<AthleteMembershipInput, 'club_info'>;

export function createMembership(
  config: RuntimeConfig,
  request: { payload: AthleteMembershipPayload; locale: string },
): Promise<MembershipWire> {
  return callApi(config, 'POST /memberships', {
    locale: request.locale,
    body: request.payload,
  });
}
