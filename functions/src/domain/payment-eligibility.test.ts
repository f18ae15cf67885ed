import { canPayClub, canPayMembership, clubAmount, membershipAmount } from './payment-eligibility';

describe('canPayMembership', () => {
  it('lets an approved, unpaid membership pay, also after a declined card', () => {
    expect(canPayMembership({ status: 'approved', paymentStatus: 'pending' })).toBe(true);
    expect(canPayMembership({ status: 'approved', paymentStatus: 'failed' })).toBe(true);
  });

  it('refuses a paid membership and one not yet approved', () => {
    expect(canPayMembership({ status: 'approved', paymentStatus: 'paid' })).toBe(false);
    expect(canPayMembership({ status: 'in_review', paymentStatus: 'pending' })).toBe(false);
    expect(canPayMembership({ status: 'active', paymentStatus: 'paid' })).toBe(false);
  });
});

describe('canPayClub', () => {
  it('lets an approved club or one waiting for payment pay until it is paid', () => {
    expect(canPayClub({ status: 'approved', paymentStatus: 'pending' })).toBe(true);
    expect(canPayClub({ status: 'pending_payment', paymentStatus: 'failed' })).toBe(true);
    expect(canPayClub({ status: 'approved', paymentStatus: 'paid' })).toBe(false);
    expect(canPayClub({ status: 'in_review', paymentStatus: 'pending' })).toBe(false);
    expect(canPayClub({ status: 'invite_created', paymentStatus: 'pending' })).toBe(false);
  });
});

describe('amounts', () => {
  it('charges the tier price for a membership and $297 for a club', () => {
    expect(membershipAmount('basic')).toBe(16700);
    expect(membershipAmount('champion')).toBe(24700);
    expect(clubAmount()).toBe(29700);
  });
});
