import { CAPTCHA_MAX_FAILURES, canSpendVerification, isLockedOut } from './captcha';
import { INVITE_VALIDATION_MAX_FAILURES, isInviteValidationLockedOut } from './club-invites';
import { RATE_LIMITS, rateWindowOf } from './rate-limits';
import { EXPIRING_COLLECTIONS, RETENTION_MS, expiryOf } from './retention';

const DAY = 24 * 60 * 60 * 1000;
const at = new Date('2026-11-25T10:00:00Z');
const before = (date: Date) => new Date(date.getTime() - 1);

describe('expiryOf', () => {
  it('When an email is queued, then it expires 30 days later', () => {
    expect(expiryOf('mail', at)).toEqual(new Date('2026-12-25T10:00:00Z'));
  });

  it('When a Stripe event is recorded, then it is kept 90 days, beyond the 30 days in which Stripe can still resend it', () => {
    expect(expiryOf('stripeEvents', at)).toEqual(new Date('2027-02-23T10:00:00Z'));
    expect(RETENTION_MS.stripeEvents).toBeGreaterThan(30 * DAY);
  });

  it('When a passed security check can no longer be spent, then it has expired', () => {
    const verification = {
      action: 'login' as const,
      expiresAt: expiryOf('captchaVerifications', at),
      usedBy: null,
      requestedBy: null,
    };
    const spend = (now: Date) =>
      canSpendVerification(verification, { uid: 'u', action: 'login', now });
    expect(spend(before(verification.expiresAt))).toBe(true);
    expect(spend(verification.expiresAt)).toBe(false);
  });

  it('When a failure count stops locking its caller out, then it expires, and not before', () => {
    const captcha = { windowStartedAt: at, count: CAPTCHA_MAX_FAILURES };
    const captchaExpiry = expiryOf('captchaFailures', at);
    expect(isLockedOut(captcha, before(captchaExpiry))).toBe(true);
    expect(isLockedOut(captcha, captchaExpiry)).toBe(false);

    const invite = { windowStartedAt: at, count: INVITE_VALIDATION_MAX_FAILURES };
    const inviteExpiry = expiryOf('inviteValidationFailures', at);
    expect(isInviteValidationLockedOut(invite, before(inviteExpiry))).toBe(true);
    expect(isInviteValidationLockedOut(invite, inviteExpiry)).toBe(false);
  });

  it('When a rate-limit window opens, then the longest one ends within the rate-limit period', () => {
    const windows = Object.values(RATE_LIMITS).flatMap(({ perUser, perAddress }) => [
      perUser,
      perAddress,
    ]);
    const longest = Math.max(...windows.map((limit) => limit.windowMs));
    const opening = new Date(Math.ceil(at.getTime() / longest) * longest);
    for (const limit of windows) {
      expect(rateWindowOf(limit, opening).endsAt.getTime()).toBeLessThanOrEqual(
        expiryOf('rateLimits', opening).getTime(),
      );
    }
    expect(RETENTION_MS.rateLimits).toBe(longest);
  });
});

describe('RETENTION_MS', () => {
  it('keeps nothing longer than the Stripe event ledger, and every record for some time', () => {
    for (const collection of EXPIRING_COLLECTIONS) {
      expect(RETENTION_MS[collection]).toBeGreaterThan(0);
      expect(RETENTION_MS[collection]).toBeLessThanOrEqual(RETENTION_MS.stripeEvents);
    }
  });
});
