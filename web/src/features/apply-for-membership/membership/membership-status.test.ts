import { membershipRecord } from '../../../testing/records';

import { membershipStanding } from './membership-status';

const NOW = new Date('2026-03-01T12:00:00Z');

const membership = (overrides: Parameters<typeof membershipRecord>[0]) =>
  membershipRecord({ status: 'in_review', paymentStatus: 'pending', ...overrides });

describe('what existing memberships allow', () => {
  it('allows everything without memberships', () => {
    expect(membershipStanding([], NOW)).toEqual({
      selfMembershipExists: false,
      selfActiveAndPaid: false,
    });
  });

  it("notes one's own membership but not a child's", () => {
    expect(
      membershipStanding([membership({ isSelfRegistration: false })], NOW).selfMembershipExists,
    ).toBe(false);
    expect(membershipStanding([membership({})], NOW).selfMembershipExists).toBe(true);
  });

  it('notes an own membership that is active and paid', () => {
    const activeAndPaid = (overrides: Parameters<typeof membershipRecord>[0]) =>
      membershipStanding(
        [membership({ status: 'active', paymentStatus: 'paid', ...overrides })],
        NOW,
      ).selfActiveAndPaid;
    expect(activeAndPaid({})).toBe(true);
    expect(activeAndPaid({ expiresAt: '2026-06-01T00:00:00.000Z' })).toBe(true);
    expect(activeAndPaid({ paymentStatus: 'pending' })).toBe(false);
    expect(activeAndPaid({ isSelfRegistration: false })).toBe(false);
  });

  it('does not count an own membership past its expiry or in the trash as active and paid', () => {
    const activeAndPaid = (overrides: Parameters<typeof membershipRecord>[0]) =>
      membershipStanding(
        [membership({ status: 'active', paymentStatus: 'paid', ...overrides })],
        NOW,
      ).selfActiveAndPaid;
    expect(activeAndPaid({ expiresAt: '2026-02-28T00:00:00.000Z' })).toBe(false);
    expect(activeAndPaid({ deletedAt: '2026-02-01T00:00:00.000Z' })).toBe(false);
  });
});
