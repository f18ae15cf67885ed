import { membershipRecord } from '../../../testing/records';

import { membershipStanding } from './membership-status';

const membership = (overrides: Parameters<typeof membershipRecord>[0]) =>
  membershipRecord({ status: 'in_review', paymentStatus: 'pending', ...overrides });

describe('what existing memberships allow', () => {
  it('allows everything without memberships', () => {
    expect(membershipStanding([])).toEqual({
      selfMembershipExists: false,
      selfActiveAndPaid: false,
    });
  });

  it("notes one's own membership but not a child's", () => {
    expect(
      membershipStanding([membership({ isSelfRegistration: false })]).selfMembershipExists,
    ).toBe(false);
    expect(membershipStanding([membership({})]).selfMembershipExists).toBe(true);
  });

  it('notes an own membership that is active and paid', () => {
    expect(
      membershipStanding([membership({ status: 'active', paymentStatus: 'paid' })])
        .selfActiveAndPaid,
    ).toBe(true);
    expect(
      membershipStanding([membership({ status: 'active', paymentStatus: 'pending' })])
        .selfActiveAndPaid,
    ).toBe(false);
    expect(
      membershipStanding([
        membership({ status: 'active', paymentStatus: 'paid', isSelfRegistration: false }),
      ]).selfActiveAndPaid,
    ).toBe(false);
  });
});
