import { isStandingActive, OPEN_ENDED_STANDING, standingOf } from './standing';

const now = new Date('2026-11-22T12:00:00Z');
const active = (id: string, expiresAt: Date | null) => ({
  id,
  status: 'active',
  paymentStatus: 'paid',
  expiresAt,
  deletedAt: null,
});

describe('standingOf', () => {
  it('has no standing without memberships', () => {
    expect(standingOf([], now)).toEqual({ activeUntil: null, activeMembershipIds: [] });
  });

  it('runs until the latest expiry among the active memberships, listing them sorted', () => {
    const standing = standingOf(
      [
        active('m-b', new Date('2027-03-01T15:00:00Z')),
        active('m-a', new Date('2027-06-01T15:00:00Z')),
      ],
      now,
    );
    expect(standing).toEqual({
      activeUntil: new Date('2027-06-01T15:00:00Z'),
      activeMembershipIds: ['m-a', 'm-b'],
    });
  });

  it.each([
    ['approved but unpaid', { status: 'approved', paymentStatus: 'pending' }],
    ['suspended', { status: 'suspended' }],
    ['cancelled after a refund', { status: 'cancelled', paymentStatus: 'pending' }],
    ['past its expiry', { expiresAt: new Date('2026-11-22T12:00:00Z') }],
    ['trashed', { deletedAt: new Date('2026-11-01T00:00:00Z') }],
  ])('leaves out a membership %s', (_case, change) => {
    const later = { ...active('m-late', new Date('2028-01-01T00:00:00Z')), ...change };
    expect(standingOf([later, active('m-1', new Date('2027-03-01T15:00:00Z'))], now)).toEqual({
      activeUntil: new Date('2027-03-01T15:00:00Z'),
      activeMembershipIds: ['m-1'],
    });
  });

  it('is inactive when no membership is active', () => {
    const suspended = { ...active('m-1', new Date('2027-03-01T15:00:00Z')), status: 'suspended' };
    expect(standingOf([suspended], now)).toEqual({ activeUntil: null, activeMembershipIds: [] });
  });

  it('runs open-ended for an active membership without an expiry date', () => {
    const standing = standingOf([active('m-1', new Date('2027-03-01')), active('m-2', null)], now);
    expect(standing.activeUntil).toEqual(OPEN_ENDED_STANDING);
    expect(OPEN_ENDED_STANDING.toISOString()).toBe('9999-12-31T00:00:00.000Z');
    expect(standing.activeMembershipIds).toEqual(['m-1', 'm-2']);
  });
});

describe('isStandingActive', () => {
  it('grants access strictly before activeUntil', () => {
    expect(isStandingActive(new Date('2026-11-22T12:00:01Z'), now)).toBe(true);
    expect(isStandingActive(new Date('2026-11-22T12:00:00Z'), now)).toBe(false);
  });

  it('refuses without a standing', () => {
    expect(isStandingActive(null, now)).toBe(false);
    expect(isStandingActive(undefined, now)).toBe(false);
  });
});
