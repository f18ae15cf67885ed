import type { ClubMembershipInput } from '@domain/schemas/club-membership';
import type { InviteValidationWire } from '@domain/wire/club-invitation';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { callApi } from '../../../lib/api/call-api';
import { clubFromWire, type ClubRecord } from '../../../lib/records/records';

export type InviteValidation = InviteValidationWire;

/**
 * Checks an invitation code: first with no security check (rate-limited), then again after
 * a passed one (action invite_validation), which the server spends.
 */
export async function validateInvite(
  config: RuntimeConfig,
  inviteCode: string,
  securityCheckId: string | null,
  locale?: string,
): Promise<InviteValidation> {
  return callApi(config, 'POST /club-memberships/validate-invite', {
    body: { invite_code: inviteCode },
    headers: securityCheckId ? { 'X-Security-Check': securityCheckId } : {},
    auth: 'optional',
    locale,
  });
}

/** The invited club (name and details to prefill); rejects with the server's error. */
export async function getClubByInviteCode(
  config: RuntimeConfig,
  inviteCode: string,
  locale?: string,
): Promise<ClubRecord> {
  const club = await callApi(config, 'GET /club-memberships/by-invite-code/{code}', {
    path: { code: inviteCode },
    auth: 'optional',
    locale,
  });
  return clubFromWire(club);
}

export const createClubMembership = (config: RuntimeConfig, payload: ClubMembershipInput) =>
  callApi(config, 'POST /club-memberships', { body: payload });
