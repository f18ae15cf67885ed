import { isActiveMember, membershipExpiry } from './active-member';

const now = new Date('2026-11-22T12:00:00Z');
const paidActive = {
  status: 'active',
  paymentStatus: 'paid',
  expiresAt: new Date('2027-03-01T15:00:00Z'),
  deletedAt: null,
};

describe('isActiveMember', () => {
  it('counts an active, paid membership before its expiry', () => {
    expect(isActiveMember(paidActive, now)).toBe(true);
  });

  it.each([
    ['approved but unpaid', { status: 'approved', paymentStatus: 'pending' }],
    ['active but not paid', { paymentStatus: 'failed' }],
    ['suspended', { status: 'suspended' }],
    ['cancelled after a refund', { status: 'cancelled', paymentStatus: 'pending' }],
    ['past its expiry', { expiresAt: new Date('2026-11-22T11:59:59Z') }],
    ['soft-deleted', { deletedAt: new Date('2026-11-01T00:00:00Z') }],
  ])('does not count a membership %s', (_case, change) => {
    expect(isActiveMember({ ...paidActive, ...change }, now)).toBe(false);
  });

  it('counts an active, paid membership without an expiry date until someone closes it', () => {
    expect(isActiveMember({ ...paidActive, expiresAt: null }, now)).toBe(true);
  });
});

describe('membershipExpiry', () => {
  it('ends one year after activation at the same moment', () => {
    expect(membershipExpiry(new Date('2026-03-01T15:00:00Z')).toISOString()).toBe(
      '2027-03-01T15:00:00.000Z',
    );
  });

  it('moves an activation on 29 February to 28 February of the next year', () => {
    expect(membershipExpiry(new Date('2028-02-29T10:00:00Z')).toISOString()).toBe(
      '2029-02-28T10:00:00.000Z',
    );
  });
});
