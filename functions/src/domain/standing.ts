import { isActiveMember, type MembershipStanding } from './active-member';

/** One of an account's memberships, as plain values. */
export interface StandingMembership extends MembershipStanding {
  id: string;
}

/** What the directory decides on: until when the account holds an active membership. */
export interface Standing {
  /** The latest expiry among the active memberships; null when none is active. */
  activeUntil: Date | null;
  /** The active memberships, sorted, so the same state always reads the same. */
  activeMembershipIds: string[];
}

/**
 * Stands in for the expiry of an active membership that has none (it predates activation by
 * payment and counts until someone closes it): the last day Firestore timestamps can hold.
 */
export const OPEN_ENDED_STANDING = new Date(Date.UTC(9999, 11, 31));

/** An account's standing from all its memberships at `now` (domain/active-member decides). */
export function standingOf(memberships: readonly StandingMembership[], now: Date): Standing {
  const active = memberships.filter((membership) => isActiveMember(membership, now));
  const until = active.map(({ expiresAt }) => (expiresAt ?? OPEN_ENDED_STANDING).getTime());
  return {
    activeUntil: until.length ? new Date(Math.max(...until)) : null,
    activeMembershipIds: active.map(({ id }) => id).sort(),
  };
}

/** Whether a standing's activeUntil still grants access at `now` (the rules compare alike). */
export function isStandingActive(activeUntil: Date | null | undefined, now: Date): boolean {
  return activeUntil instanceof Date && activeUntil.getTime() > now.getTime();
}
