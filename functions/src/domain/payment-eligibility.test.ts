import { canPayClub, canPayMembership, paymentPurposeFor } from './payment-eligibility';

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

describe('paymentPurposeFor', () => {
  const now = new Date('2027-03-01T12:00:00Z');
  const expiresAt = new Date('2027-03-15T17:00:00Z');
  const membership = { kind: 'membership' as const, membershipTier: 'basic' };

  it('makes an approved, unpaid record a first payment', () => {
    expect(
      paymentPurposeFor({ ...membership, status: 'approved', paymentStatus: 'pending' }, now),
    ).toEqual({ purpose: 'first' });
    expect(
      paymentPurposeFor({ kind: 'club', status: 'pending_payment', paymentStatus: 'failed' }, now),
    ).toEqual({ purpose: 'first' });
  });

  it('makes an active or expired record inside the window a renewal', () => {
    const active = { ...membership, status: 'active', paymentStatus: 'paid', expiresAt };
    expect(paymentPurposeFor(active, now)).toEqual({ purpose: 'renewal' });
    expect(paymentPurposeFor({ ...active, status: 'expired' }, now)).toEqual({
      purpose: 'renewal',
    });
    expect(paymentPurposeFor({ ...active, kind: 'club' }, now)).toEqual({ purpose: 'renewal' });
  });

  it('never lets a coach membership of tier club be paid on its own', () => {
    for (const status of ['approved', 'active']) {
      expect(
        paymentPurposeFor(
          {
            kind: 'membership',
            membershipTier: 'club',
            status,
            paymentStatus: 'pending',
            expiresAt,
          },
          now,
        ),
      ).toEqual({ refusal: 'paid_with_club' });
    }
  });

  it('says why anything else cannot be paid', () => {
    const paid = { ...membership, status: 'active', paymentStatus: 'paid' };
    expect(paymentPurposeFor(paid, now)).toEqual({ refusal: 'already_paid' });
    expect(
      paymentPurposeFor({ ...paid, expiresAt: new Date('2027-09-01T00:00:00Z') }, now),
    ).toEqual({ refusal: 'not_due' });
    expect(
      paymentPurposeFor(
        { ...paid, status: 'expired', expiresAt: new Date('2026-01-01T00:00:00Z') },
        now,
      ),
    ).toEqual({ refusal: 'reapply' });
    expect(
      paymentPurposeFor({ ...membership, status: 'in_review', paymentStatus: 'pending' }, now),
    ).toEqual({ refusal: 'not_payable' });
    expect(
      paymentPurposeFor(
        { ...membership, status: 'approved', paymentStatus: 'pending', deletedAt: now },
        now,
      ),
    ).toEqual({ refusal: 'not_payable' });
  });
});
