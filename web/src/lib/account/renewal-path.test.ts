import { clubRecord, membershipRecord } from '../../testing/records';

import { renewalPath } from './renewal-path';

const NOW = new Date('2026-03-01T12:00:00Z');

describe('where a lapsed member renews', () => {
  it('is nowhere for someone who never had a membership', () => {
    expect(renewalPath([], [], NOW)).toBeNull();
  });

  it("is their own expired membership's renewal, before a child's", () => {
    const child = membershipRecord({
      id: 'child',
      isSelfRegistration: false,
      status: 'expired',
      expiresAt: '2026-02-01T00:00:00Z',
    });
    const own = membershipRecord({
      id: 'own',
      status: 'expired',
      expiresAt: '2026-01-15T00:00:00Z',
    });
    expect(renewalPath([child, own], [], NOW)).toBe('/my-account?membership_id=own&payment=renew');
    expect(renewalPath([child], [], NOW)).toBe('/my-account?membership_id=child&payment=renew');
  });

  it('is nowhere once the renewal window has closed, or for a membership never paid', () => {
    const longAgo = membershipRecord({ status: 'expired', expiresAt: '2024-12-01T00:00:00Z' });
    const inReview = membershipRecord({ status: 'in_review', paymentStatus: 'pending' });
    expect(renewalPath([longAgo, inReview], [], NOW)).toBeNull();
  });

  it("is the club's renewal for an owner whose coach membership goes with the club", () => {
    const coach = membershipRecord({
      status: 'expired',
      membershipTier: 'club',
      expiresAt: '2026-02-01T00:00:00Z',
    });
    const club = clubRecord({ id: 'club-4', status: 'expired', expiresAt: '2026-02-01T00:00:00Z' });
    expect(renewalPath([coach], [club], NOW)).toBe('/my-account?club_id=club-4&payment=renew');
  });
});
