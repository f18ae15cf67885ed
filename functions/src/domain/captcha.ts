export const CAPTCHA_ACTIONS = ['registration', 'login', 'invite_validation'] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

/** The captcha endpoint has answered true, 'true', or an object with response or success true. */
export function isCaptchaSuccess(response: unknown): boolean {
  if (response === true || response === 'true') return true;
  if (typeof response !== 'object' || response === null) return false;
  const { success, response: inner } = response as { success?: unknown; response?: unknown };
  return success === true || inner === true;
}

/** A security check passes with a valid token for the same action scoring at least this. */
export const CAPTCHA_SCORE_THRESHOLD = 0.5;
/** How long a passed check may be spent on the action it protects. */
export const CAPTCHA_VERIFICATION_TTL_MS = 10 * 60 * 1000;
/** Emulator stand-in tokens start with this; a deployed API refuses every one of them. */
export const CAPTCHA_TEST_TOKEN_PREFIX = 'emulator-test-';
/** How long an emulator stand-in token stays redeemable. */
export const CAPTCHA_TEST_TOKEN_TTL_MS = 2 * 60 * 1000;

/** What the reCAPTCHA assessment says about a token. */
export interface CaptchaAssessment {
  valid: boolean;
  action: string | null;
  score: number | null;
}

export function isPassingAssessment(
  assessment: CaptchaAssessment,
  expectedAction: CaptchaAction,
): boolean {
  return (
    assessment.valid &&
    assessment.action === expectedAction &&
    assessment.score !== null &&
    assessment.score >= CAPTCHA_SCORE_THRESHOLD
  );
}

/** A passed check as kept on the server until it is spent. */
export interface CaptchaVerification {
  action: CaptchaAction;
  expiresAt: Date;
  usedBy: string | null;
  // Who passed the check when they were already signed in; null for a visitor.
  requestedBy: string | null;
}

/** Single use, unexpired, for this action, and by whoever passed it when that is known. */
export function canSpendVerification(
  verification: CaptchaVerification,
  spend: { uid: string; action: CaptchaAction; now: Date },
): boolean {
  return (
    verification.usedBy === null &&
    verification.action === spend.action &&
    verification.expiresAt.getTime() > spend.now.getTime() &&
    (verification.requestedBy === null || verification.requestedBy === spend.uid)
  );
}

/**
 * Email-and-password sign-ups must have passed the security check; social sign-ups are
 * vouched for by their provider. The token's provider counts, not only the client's word.
 */
export function signUpNeedsSecurityCheck(
  authMethod: string,
  signInProvider: string | null,
): boolean {
  return authMethod === 'email' || signInProvider === 'password';
}

/** A signed-in caller who fails the check this often within the window must wait. */
export const CAPTCHA_MAX_FAILURES = 5;
export const CAPTCHA_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const CAPTCHA_TOO_MANY_FAILURES_MESSAGE =
  'Too many failed attempts. Please try again later.';

/** Failed checks counted from the first failure of the current window. */
export interface CaptchaFailures {
  windowStartedAt: Date;
  count: number;
}

const windowOpen = (failures: CaptchaFailures, now: Date) =>
  now.getTime() - failures.windowStartedAt.getTime() < CAPTCHA_FAILURE_WINDOW_MS;

export function isLockedOut(failures: CaptchaFailures | null, now: Date): boolean {
  return failures !== null && windowOpen(failures, now) && failures.count >= CAPTCHA_MAX_FAILURES;
}

/** The count after one more failure: a closed window starts over. */
export function withOneMoreFailure(failures: CaptchaFailures | null, now: Date): CaptchaFailures {
  return failures && windowOpen(failures, now)
    ? { windowStartedAt: failures.windowStartedAt, count: failures.count + 1 }
    : { windowStartedAt: now, count: 1 };
}
