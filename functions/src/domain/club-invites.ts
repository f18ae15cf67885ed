import { CLUB_INVITE_MESSAGES } from './api-errors';

/** An invitation is single use and expires this long after it is issued. */
export const INVITE_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export const REGISTER_CLUB_PATH = '/register-club';

export function registrationLink(inviteCode: string): string {
  return `${REGISTER_CLUB_PATH}?invite_code=${encodeURIComponent(inviteCode)}`;
}

/** invites/{code} as the server keeps it. */
export interface InviteState {
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export type InviteProblem = 'unknown' | 'used' | 'expired';

/** Why an invitation cannot be redeemed now, or null when it can. Revoked reads as expired. */
export function inviteProblem(invite: InviteState | null, now: Date): InviteProblem | null {
  if (!invite) return 'unknown';
  if (invite.usedAt) return 'used';
  if (invite.revokedAt || invite.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

/** The spec's message for each problem. */
export const INVITE_PROBLEM_MESSAGES: Record<InviteProblem, string> = {
  unknown: CLUB_INVITE_MESSAGES.invalidCode,
  used: CLUB_INVITE_MESSAGES.alreadyUsed,
  expired: CLUB_INVITE_MESSAGES.notFound,
};

/** Failed validations one caller may make in an hour; the next is refused (429). */
export const INVITE_VALIDATION_MAX_FAILURES = 10;
export const INVITE_VALIDATION_WINDOW_MS = 60 * 60 * 1000;
export const INVITE_VALIDATION_TOO_MANY_MESSAGE =
  'Too many invalid invitation codes. Please try again later.';

/** Failed validations counted from the first failure of the current window. */
export interface FailureWindow {
  windowStartedAt: Date;
  count: number;
}

const windowOpen = (failures: FailureWindow, now: Date) =>
  now.getTime() - failures.windowStartedAt.getTime() < INVITE_VALIDATION_WINDOW_MS;

export function isInviteValidationLockedOut(failures: FailureWindow | null, now: Date): boolean {
  return (
    failures !== null &&
    windowOpen(failures, now) &&
    failures.count >= INVITE_VALIDATION_MAX_FAILURES
  );
}

/** The count after one more failure: a closed window starts over. */
export function withOneMoreInviteFailure(failures: FailureWindow | null, now: Date): FailureWindow {
  return failures && windowOpen(failures, now)
    ? { windowStartedAt: failures.windowStartedAt, count: failures.count + 1 }
    : { windowStartedAt: now, count: 1 };
}
