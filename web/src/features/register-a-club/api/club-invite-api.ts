import type { ClubMembershipInput } from '@domain/schemas/club-membership';
import type { ClubWire } from '@domain/wire/club';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { apiRequest } from '../../../lib/api/api-client';
import { optionalIdToken, signedInRequest } from '../../../lib/api/signed-in-request';
import { clubFromWire, type ClubRecord } from '../../../lib/records/records';

export interface InviteValidation {
  valid: boolean;
  error?: string | null;
  /** The refusal's key in the API's catalogue (lib/api/api-error-text). */
  error_key?: string | null;
  club_name?: string | null;
}

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
  return apiRequest<InviteValidation>(config, '/club-memberships/validate-invite', {
    method: 'POST',
    body: { invite_code: inviteCode },
    headers: securityCheckId ? { 'X-Security-Check': securityCheckId } : {},
    idToken: await optionalIdToken(config),
    locale,
  });
}

/** The invited club (name and details to prefill); rejects with the server's error. */
export async function getClubByInviteCode(
  config: RuntimeConfig,
  inviteCode: string,
  locale?: string,
): Promise<ClubRecord> {
  const club = await apiRequest<ClubWire>(
    config,
    `/club-memberships/by-invite-code/${encodeURIComponent(inviteCode)}`,
    { idToken: await optionalIdToken(config), locale },
  );
  return clubFromWire(club);
}

export const createClubMembership = (config: RuntimeConfig, payload: ClubMembershipInput) =>
  signedInRequest<ClubWire>(config, '/club-memberships', { method: 'POST', body: payload });
