import {
  CAPTCHA_ACTIONS,
  CAPTCHA_VERIFICATION_TTL_MS,
  canSpendVerification,
  isCaptchaSuccess,
  isLockedOut,
  isPassingAssessment,
  signUpNeedsSecurityCheck,
  withOneMoreFailure,
} from './captcha';

describe('isCaptchaSuccess', () => {
  it('accepts true, the string true and objects with response or success true', () => {
    expect(isCaptchaSuccess(true)).toBe(true);
    expect(isCaptchaSuccess('true')).toBe(true);
    expect(isCaptchaSuccess({ response: true })).toBe(true);
    expect(isCaptchaSuccess({ success: true })).toBe(true);
  });

  it('refuses everything else', () => {
    expect(isCaptchaSuccess(false)).toBe(false);
    expect(isCaptchaSuccess('yes')).toBe(false);
    expect(isCaptchaSuccess({ success: 'true' })).toBe(false);
    expect(isCaptchaSuccess({ response: false, success: false })).toBe(false);
    expect(isCaptchaSuccess(null)).toBe(false);
  });

  it('knows the three captcha actions', () => {
    expect(CAPTCHA_ACTIONS).toEqual(['registration', 'login', 'invite_validation']);
  });
});

describe('isPassingAssessment', () => {
  const passing = { valid: true, action: 'registration', score: 0.5 };

  it('When the token is valid, for the expected action and scores 0.5, then it passes', () => {
    expect(isPassingAssessment(passing, 'registration')).toBe(true);
  });

  it('When the score is below 0.5 or missing, then it fails', () => {
    expect(isPassingAssessment({ ...passing, score: 0.49 }, 'registration')).toBe(false);
    expect(isPassingAssessment({ ...passing, score: null }, 'registration')).toBe(false);
  });

  it('When the token is invalid or was made for another action, then it fails', () => {
    expect(isPassingAssessment({ ...passing, valid: false }, 'registration')).toBe(false);
    expect(isPassingAssessment(passing, 'login')).toBe(false);
  });
});

describe('canSpendVerification', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const verification = {
    action: 'registration' as const,
    expiresAt: new Date(now.getTime() + CAPTCHA_VERIFICATION_TTL_MS),
    usedBy: null,
    requestedBy: null,
  };
  const spend = { uid: 'u1', action: 'registration' as const, now };

  it('When a visitor passed the check minutes ago, then the new user may spend it once', () => {
    expect(canSpendVerification(verification, spend)).toBe(true);
    expect(canSpendVerification({ ...verification, usedBy: 'u1' }, spend)).toBe(false);
  });

  it('When the check has expired, then it cannot be spent', () => {
    expect(canSpendVerification({ ...verification, expiresAt: now }, spend)).toBe(false);
  });

  it('When the check was passed for another action, then it cannot be spent', () => {
    expect(canSpendVerification({ ...verification, action: 'login' }, spend)).toBe(false);
  });

  it('When a signed-in user passed the check, then only that user may spend it', () => {
    const bound = { ...verification, requestedBy: 'u1' };
    expect(canSpendVerification(bound, spend)).toBe(true);
    expect(canSpendVerification(bound, { ...spend, uid: 'u2' })).toBe(false);
  });
});

describe('signUpNeedsSecurityCheck', () => {
  it('When the sign-up is by email and password, then it needs the security check', () => {
    expect(signUpNeedsSecurityCheck('email', 'password')).toBe(true);
  });

  it('When a password user claims a social sign-up, then it still needs the check', () => {
    expect(signUpNeedsSecurityCheck('google', 'password')).toBe(true);
  });

  it('When the sign-up is by Google or Facebook, then it does not', () => {
    expect(signUpNeedsSecurityCheck('google', 'google.com')).toBe(false);
    expect(signUpNeedsSecurityCheck('facebook', 'facebook.com')).toBe(false);
  });
});

describe('failed security checks of a signed-in caller', () => {
  const start = new Date('2026-11-22T12:00:00Z');
  const minutesLater = (minutes: number) => new Date(start.getTime() + minutes * 60 * 1000);

  it('When the fifth failure falls within 15 minutes, then the caller is locked out', () => {
    let failures = null as ReturnType<typeof withOneMoreFailure> | null;
    for (let minute = 0; minute < 4; minute += 1) {
      failures = withOneMoreFailure(failures, minutesLater(minute));
    }
    expect(isLockedOut(failures, minutesLater(4))).toBe(false);
    failures = withOneMoreFailure(failures, minutesLater(4));
    expect(failures).toEqual({ windowStartedAt: start, count: 5 });
    expect(isLockedOut(failures, minutesLater(14))).toBe(true);
  });

  it('When 15 minutes have passed since the first failure, then the lock lifts and counting restarts', () => {
    const failures = { windowStartedAt: start, count: 5 };
    expect(isLockedOut(failures, minutesLater(15))).toBe(false);
    expect(withOneMoreFailure(failures, minutesLater(15))).toEqual({
      windowStartedAt: minutesLater(15),
      count: 1,
    });
  });

  it('When there were no failures, then the caller is not locked out', () => {
    expect(isLockedOut(null, start)).toBe(false);
  });
});
