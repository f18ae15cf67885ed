// How often one person, or one network address, may call the endpoints worth abusing:
// the security check, every endpoint that tests an invitation code, account creation,
// membership creation, verification and password-reset emails, opening a payment, a
// member card's live status, and an announcement mail's unsubscribe link.
// Kept per signed-in user and per client address; an address is shared by a family or a
// club's gym, so its limits are looser.

export type RateLimitedAction =
  | 'securityCheck'
  | 'inviteCode'
  | 'accountCreation'
  | 'membershipCreation'
  | 'verificationEmail'
  | 'passwordResetEmail'
  | 'paymentIntent'
  | 'cardStatus'
  | 'unsubscribe';

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface ActionLimits {
  perUser: RateLimit;
  perAddress: RateLimit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS: Record<RateLimitedAction, ActionLimits> = {
  securityCheck: {
    perUser: { max: 20, windowMs: 10 * MINUTE },
    perAddress: { max: 200, windowMs: 10 * MINUTE },
  },
  inviteCode: {
    perUser: { max: 10, windowMs: 15 * MINUTE },
    perAddress: { max: 30, windowMs: 15 * MINUTE },
  },
  accountCreation: {
    perUser: { max: 5, windowMs: HOUR },
    perAddress: { max: 100, windowMs: HOUR },
  },
  membershipCreation: {
    perUser: { max: 20, windowMs: HOUR },
    perAddress: { max: 200, windowMs: HOUR },
  },
  // Per user is per address mailed: nobody fills someone's inbox with links.
  verificationEmail: {
    perUser: { max: 5, windowMs: HOUR },
    perAddress: { max: 50, windowMs: HOUR },
  },
  passwordResetEmail: {
    perUser: { max: 5, windowMs: HOUR },
    perAddress: { max: 30, windowMs: HOUR },
  },
  // Each call may open a Stripe PaymentIntent; a family paying several records stays far below.
  paymentIntent: {
    perUser: { max: 30, windowMs: HOUR },
    perAddress: { max: 300, windowMs: HOUR },
  },
  // A member ID's live status: a checker at a tournament's door scans a few hundred athletes
  // an hour; the limit keeps anyone from walking the member IDs.
  cardStatus: {
    perUser: { max: 600, windowMs: HOUR },
    perAddress: { max: 2000, windowMs: HOUR },
  },
  // An announcement mail's unsubscribe link (no sign-in): a person opens it once or twice,
  // but mail providers post the one-click form for many readers from few addresses.
  unsubscribe: {
    perUser: { max: 30, windowMs: HOUR },
    perAddress: { max: 600, windowMs: HOUR },
  },
};

/**
 * Under the emulators every browser, and the whole browser test suite, calls from
 * 127.0.0.1: per address it would count as one visitor. The per-user limits stay as they are.
 */
export const RATE_LIMITS_ON_ONE_MACHINE: Record<RateLimitedAction, ActionLimits> =
  Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([action, { perUser, perAddress }]) => [
      action,
      { perUser, perAddress: { ...perAddress, max: perAddress.max * 50 } },
    ]),
  ) as Record<RateLimitedAction, ActionLimits>;

/** The spec's wording, for every endpoint. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait before trying again.';

/**
 * Calls are counted in fixed windows (the epoch cut into windowMs slices), so every
 * instance counts into the same slot with an atomic increment and no transaction.
 */
export function rateWindowOf(limit: RateLimit, now: Date) {
  const index = Math.floor(now.getTime() / limit.windowMs);
  return { index, endsAt: new Date((index + 1) * limit.windowMs) };
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Whether one more call fits a window that has counted `count` calls so far. */
export function decideRate(count: number, limit: RateLimit, now: Date): RateDecision {
  if (count < limit.max) return { allowed: true };
  const { endsAt } = rateWindowOf(limit, now);
  const seconds = Math.ceil((endsAt.getTime() - now.getTime()) / 1000);
  return { allowed: false, retryAfterSeconds: Math.max(1, seconds) };
}
