import type { MembershipRecord } from '../api/membership-record';

import { membershipStanding } from './membership-status';

const membership = (overrides: Partial<MembershipRecord>): MembershipRecord => ({
  id: 'm1',
  status: 'in_review',
  payment_status: 'pending',
  is_self_registration: true,
  ...overrides,
});

describe('what existing memberships allow', () => {
  it('allows everything without memberships', () => {
    expect(membershipStanding([])).toEqual({
      selfMembershipExists: false,
      selfActiveAndPaid: false,
    });
  });

  it("notes one's own membership but not a child's", () => {
    expect(
      membershipStanding([membership({ is_self_registration: false })]).selfMembershipExists,
    ).toBe(false);
    expect(membershipStanding([membership({})]).selfMembershipExists).toBe(true);
  });

  it('notes an own membership that is active and paid', () => {
    expect(
      membershipStanding([membership({ status: 'active', payment_status: 'paid' })])
        .selfActiveAndPaid,
    ).toBe(true);
    expect(
      membershipStanding([membership({ status: 'active', payment_status: 'pending' })])
        .selfActiveAndPaid,
    ).toBe(false);
    expect(
      membershipStanding([
        membership({ status: 'active', payment_status: 'paid', is_self_registration: false }),
      ]).selfActiveAndPaid,
    ).toBe(false);
  });
});
