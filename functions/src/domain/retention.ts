// How long short-lived records are kept: each carries TTL_FIELD, and a Firestore TTL policy
// per collection (firestore.indexes.json) deletes a document once that moment has passed,
// typically within 24 hours after it. The privacy page cites these periods (README.md).
import {
  CAPTCHA_FAILURE_WINDOW_MS,
  CAPTCHA_TEST_TOKEN_TTL_MS,
  CAPTCHA_VERIFICATION_TTL_MS,
} from './captcha';
import { CLAIMS_LEASE_MS } from './claims-lease';
import { INVITE_VALIDATION_WINDOW_MS } from './club-invites';
import { RATE_LIMITS } from './rate-limits';

export const TTL_FIELD = 'expiresAt';

const DAY = 24 * 60 * 60 * 1000;

const longestRateWindowMs = Math.max(
  ...Object.values(RATE_LIMITS).flatMap(({ perUser, perAddress }) => [
    perUser.windowMs,
    perAddress.windowMs,
  ]),
);

/**
 * The longest each kind of record is kept before it expires. A record that only matters
 * within a validity period or a counting window expires when that ends: keeping it longer
 * would hold personal data (an account id, a hashed address) for nothing.
 */
export const RETENTION_MS = {
  // Outgoing email: the address and the message. A month answers "I never got my receipt"
  // from the delivery state the mail extension records; the payment itself stays in payments.
  mail: 30 * DAY,
  // The ledger that makes webhook handling idempotent must outlive every redelivery of an
  // event: Stripe retries for up to 3 days and lists (so can resend) events for 30 days.
  stripeEvents: 90 * DAY,
  // A passed security check while it can be spent; the emulator's stand-in tokens likewise.
  captchaVerifications: CAPTCHA_VERIFICATION_TTL_MS,
  captchaTestTokens: CAPTCHA_TEST_TOKEN_TTL_MS,
  // Failure counts lock a caller out only within their window, from its first failure.
  captchaFailures: CAPTCHA_FAILURE_WINDOW_MS,
  inviteValidationFailures: INVITE_VALIDATION_WINDOW_MS,
  // Call counts end with their fixed window (rateWindowOf): at most the longest one.
  rateLimits: longestRateWindowMs,
  // Expiry also frees the lease of a writer that died holding it.
  claimLocks: CLAIMS_LEASE_MS,
} satisfies Record<string, number>;

export type ExpiringCollection = keyof typeof RETENTION_MS;

export const EXPIRING_COLLECTIONS = Object.keys(RETENTION_MS) as ExpiringCollection[];

/** The TTL_FIELD value of a record of `collection` whose period starts at `from`. */
export function expiryOf(collection: ExpiringCollection, from: Date): Date {
  return new Date(from.getTime() + RETENTION_MS[collection]);
}

/**
 * Trashed accounts, memberships and clubs can be restored for this long; then the daily
 * job erases them (the payments they made stay, without whom they name).
 */
export const TRASH_RETENTION_DAYS = 90;

/** The latest trash date whose records the daily job erases at `now`. */
export function trashErasableBefore(now: Date): Date {
  return new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY);
}

/** From when a record trashed at `trashedAt` is erased (by the daily job's next run). */
export function trashErasedAfter(trashedAt: Date): Date {
  return new Date(trashedAt.getTime() + TRASH_RETENTION_DAYS * DAY);
}
