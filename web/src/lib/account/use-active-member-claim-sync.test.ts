import { membershipFromData } from './records';
import { ownsActiveMembership } from './use-active-member-claim-sync';

const membership = (status: string, expiresAt: string | null) =>
  membershipFromData('m1', { status, expiresAt });

describe('ownsActiveMembership', () => {
  it('is true for an active membership whose expiry date has not passed', () => {
    expect(ownsActiveMembership([membership('active', '2999-01-01T00:00:00.000Z')])).toBe(true);
  });

  it('is false for approved, expired or past-dated memberships', () => {
    expect(
      ownsActiveMembership([
        membership('approved', null),
        membership('expired', null),
        membership('active', '2001-01-01T00:00:00.000Z'),
      ]),
    ).toBe(false);
  });
});
