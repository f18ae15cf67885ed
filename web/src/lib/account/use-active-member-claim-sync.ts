import { todayIso } from '@domain/dates';
import { isActiveOn, normaliseLegacyStatus } from '@domain/status';
import { useEffect } from 'react';

import { useConfig } from '../../config/config-context';

import { refreshIdToken } from './authed-request';
import type { MembershipRecord } from './records';

// A trigger sets the activeMember claim about a second after activation; these retries
// catch it without asking the member to sign out and in again.
export const CLAIM_REFRESH_DELAYS_MS = [1500, 3000, 6000, 12000];

export function ownsActiveMembership(memberships: MembershipRecord[] | undefined): boolean {
  const today = todayIso();
  return (memberships ?? []).some((membership) => {
    const status = normaliseLegacyStatus(membership.status);
    return status !== null && isActiveOn({ status, expiresAt: membership.expiresAt }, today);
  });
}

/**
 * Refreshes the ID token while the caller owns an active membership that the session does
 * not know about yet (just paid); the session provider follows onIdTokenChanged.
 */
export function useActiveMemberClaimSync(
  memberships: MembershipRecord[] | undefined,
  sessionIsActiveMember: boolean,
) {
  const config = useConfig();
  const needsRefresh = !sessionIsActiveMember && ownsActiveMembership(memberships);
  useEffect(() => {
    if (!needsRefresh) return;
    const timers = CLAIM_REFRESH_DELAYS_MS.map((delay) =>
      setTimeout(() => void refreshIdToken(config).catch(() => undefined), delay),
    );
    return () => timers.forEach(clearTimeout);
  }, [config, needsRefresh]);
}
