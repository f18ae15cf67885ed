import type { ClubRecord, MembershipRecord } from '../records/records';

import {
  clubPaymentDue,
  formatExpiry,
  householdDue,
  membershipPaymentDue,
  recordRenewalState,
} from './dues';

const now = new Date('2027-02-01T18:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

const membership = (fields: Partial<MembershipRecord>) =>
  ({
    id: 'm1',
    status: 'active',
    paymentStatus: 'paid',
    membershipTier: 'basic',
    expiresAt: inDays(200),
    deletedAt: null,
    firstName: 'Leo',
    lastName: 'Khan',
    ...fields,
  }) as MembershipRecord;

describe('dues', () => {
  it('offers the first payment of an approved, unpaid membership', () => {
    expect(
      membershipPaymentDue(
        membership({ status: 'approved', paymentStatus: 'pending', expiresAt: null }),
        now,
      ),
    ).toBe('first');
  });

  it('offers a renewal from 60 days before the expiry until 365 days after it', () => {
    expect(membershipPaymentDue(membership({ expiresAt: inDays(61) }), now)).toBeNull();
    expect(membershipPaymentDue(membership({ expiresAt: inDays(59) }), now)).toBe('renewal');
    expect(
      membershipPaymentDue(membership({ status: 'expired', expiresAt: inDays(-364) }), now),
    ).toBe('renewal');
    const lapsed = membership({ status: 'expired', expiresAt: inDays(-366) });
    expect(membershipPaymentDue(lapsed, now)).toBeNull();
    expect(recordRenewalState(lapsed, now)).toBe('reapply');
  });

  it("never offers a club's coach membership on its own", () => {
    expect(
      membershipPaymentDue(membership({ membershipTier: 'club', expiresAt: inDays(10) }), now),
    ).toBeNull();
  });

  it('renews a club inside the window and charges its first year when approved', () => {
    const club = (fields: Partial<ClubRecord>) =>
      ({ status: 'active', paymentStatus: 'paid', deletedAt: null, ...fields }) as ClubRecord;
    expect(clubPaymentDue(club({ expiresAt: inDays(20) }), now)).toBe('renewal');
    expect(clubPaymentDue(club({ status: 'approved', paymentStatus: 'pending' }), now)).toBe(
      'first',
    );
    expect(clubPaymentDue(club({ expiresAt: inDays(200) }), now)).toBeNull();
  });

  it('offers Pay Now again after a declined card, exactly as the server accepts it', () => {
    const club = (fields: Partial<ClubRecord>) =>
      ({ status: 'approved', paymentStatus: 'failed', deletedAt: null, ...fields }) as ClubRecord;
    expect(clubPaymentDue(club({}), now)).toBe('first');
    expect(clubPaymentDue(club({ status: 'pending_payment' }), now)).toBe('first');
    expect(clubPaymentDue(club({ status: 'in_review', paymentStatus: 'pending' }), now)).toBeNull();
    expect(
      membershipPaymentDue(
        membership({ status: 'approved', paymentStatus: 'failed', expiresAt: null }),
        now,
      ),
    ).toBe('first');
  });

  it('lists the memberships a household payment covers with their purpose and tier', () => {
    const due = householdDue(
      [
        membership({ id: 'a', expiresAt: inDays(20), membershipTier: 'champion' }),
        membership({ id: 'b', status: 'approved', paymentStatus: 'pending', expiresAt: null }),
        membership({ id: 'c' }),
        membership({ id: 'd', membershipTier: 'club', expiresAt: inDays(20) }),
      ],
      now,
    );
    expect(due.map(({ membership: m, purpose, tier }) => [m.id, purpose, tier])).toEqual([
      ['a', 'renewal', 'champion'],
      ['b', 'first', 'basic'],
    ]);
  });

  it("shows an expiry as the association's calendar day in the reader's language", () => {
    // 03:00 UTC is still the evening before in Illinois.
    expect(formatExpiry('2027-03-02T03:00:00Z', 'en')).toBe('March 1, 2027');
    expect(formatExpiry('2027-03-02T03:00:00Z', 'es')).toBe('1 de marzo de 2027');
  });
});
