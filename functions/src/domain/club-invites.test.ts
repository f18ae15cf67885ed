import {
  INVITE_TTL_MS,
  inviteProblem,
  isInviteValidationLockedOut,
  registrationLink,
  withOneMoreInviteFailure,
} from './club-invites';

const issued = new Date('2026-11-01T12:00:00Z');
const open = {
  expiresAt: new Date(issued.getTime() + INVITE_TTL_MS),
  usedAt: null,
  revokedAt: null,
};

describe('inviteProblem', () => {
  it('answers null for an unused, unrevoked invitation before it expires', () => {
    expect(inviteProblem(open, issued)).toBeNull();
  });
  it('answers unknown when there is no invitation', () => {
    expect(inviteProblem(null, issued)).toBe('unknown');
  });
  it('answers used once it has been redeemed, even if also expired', () => {
    const later = new Date(issued.getTime() + 2 * INVITE_TTL_MS);
    expect(inviteProblem({ ...open, usedAt: issued }, later)).toBe('used');
  });
  it('answers expired at the moment it expires', () => {
    expect(inviteProblem(open, open.expiresAt)).toBe('expired');
  });
  it('answers expired when it was revoked', () => {
    expect(inviteProblem({ ...open, revokedAt: issued }, issued)).toBe('expired');
  });
});

describe('registrationLink', () => {
  it('points at /register-club with the code as invite_code', () => {
    expect(registrationLink('abc_DEF-1')).toBe('/register-club?invite_code=abc_DEF-1');
  });
});

describe('invite validation failures', () => {
  it('locks out at the tenth failure within the hour and not before', () => {
    let failures = null;
    for (let i = 0; i < 9; i += 1) failures = withOneMoreInviteFailure(failures, issued);
    expect(isInviteValidationLockedOut(failures, issued)).toBe(false);
    failures = withOneMoreInviteFailure(failures, issued);
    expect(isInviteValidationLockedOut(failures, issued)).toBe(true);
  });
  it('starts over once the hour has passed', () => {
    const hourLater = new Date(issued.getTime() + 60 * 60 * 1000);
    const failures = { windowStartedAt: issued, count: 10 };
    expect(isInviteValidationLockedOut(failures, hourLater)).toBe(false);
    expect(withOneMoreInviteFailure(failures, hourLater)).toEqual({
      windowStartedAt: hourLater,
      count: 1,
    });
  });
});
