import {
  cardValidThrough,
  cardVerdict,
  isMemberIdFormat,
  issuesCard,
  liveCardVerdict,
  mayCheckCards,
  memberCardClaims,
  revokesCards,
  type CardStanding,
} from './member-card';

const now = new Date('2026-11-28T12:00:00Z');
const active: CardStanding = {
  status: 'active',
  paymentStatus: 'paid',
  memberId: 'IL-2026-000123',
  expiresAt: new Date('2027-03-01T15:00:00Z'),
  deletedAt: null,
  refundedAt: null,
};

describe('cardVerdict', () => {
  const claims = { sub: 'IL-2026-000123', exp: Date.parse('2027-03-01T23:59:59Z') / 1000 };

  it('is valid before the expiry, expired after, revoked on the list whatever the date', () => {
    expect(cardVerdict(claims, new Set(), now)).toBe('valid');
    expect(cardVerdict(claims, new Set(), new Date('2027-03-02T00:00:00Z'))).toBe('expired');
    expect(cardVerdict(claims, new Set(['IL-2026-000123']), now)).toBe('revoked');
  });
});

describe('cardValidThrough', () => {
  it('is the UTC date of the last valid moment', () => {
    expect(cardValidThrough(new Date('2027-03-01T15:00:00Z'))).toBe('2027-03-01');
    expect(cardValidThrough(new Date('2027-03-01T00:00:00Z'))).toBe('2027-02-28');
  });
});

describe('memberCardClaims', () => {
  it('carries the member ID, name, division, belt, club and the end of the last day, nothing else', () => {
    const claims = memberCardClaims(
      {
        memberId: 'IL-2026-000123',
        name: 'Mia Santos',
        division: 'Youth',
        beltRank: 'green',
        clubName: 'Lakeshore Taekwondo',
        validThrough: '2027-03-01',
      },
      now,
    );
    expect(claims).toEqual({
      iss: 'iltkd',
      sub: 'IL-2026-000123',
      name: 'Mia Santos',
      div: 'Youth',
      belt: 'green',
      club: 'Lakeshore Taekwondo',
      exp: Date.parse('2027-03-01T23:59:59Z') / 1000,
      iat: Date.parse('2026-11-28T12:00:00Z') / 1000,
    });
  });
});

describe('revokesCards', () => {
  it.each([
    ['suspended (an administrator or a dispute)', { status: 'suspended' }],
    ['cancelled (an administrator or a refunded first year)', { status: 'cancelled' }],
    ['removed lately', { deletedAt: new Date('2026-10-01T00:00:00Z') }],
    [
      'expired after its renewal was refunded',
      {
        status: 'expired',
        expiresAt: new Date('2026-10-01T00:00:00Z'),
        refundedAt: new Date('2026-11-01T00:00:00Z'),
      },
    ],
    ['closed by an administrator before its expiry date', { status: 'expired' }],
  ])('refuses the cards of a membership %s', (_case, change) => {
    expect(revokesCards({ ...active, ...change }, now)).toBe(true);
  });

  it.each([
    ['active', {}],
    ['active again after a refund', { refundedAt: new Date('2026-11-01T00:00:00Z') }],
    [
      'expired at its date without a refund',
      { status: 'expired', expiresAt: new Date('2026-11-01T00:00:00Z') },
    ],
    [
      'refunded long ago',
      {
        status: 'expired',
        expiresAt: new Date('2025-03-01T00:00:00Z'),
        refundedAt: new Date('2025-01-01T00:00:00Z'),
      },
    ],
    ['removed long ago', { deletedAt: new Date('2025-01-01T00:00:00Z') }],
  ])('does not list a membership %s', (_case, change) => {
    expect(revokesCards({ ...active, ...change }, now)).toBe(false);
  });
});

describe('issuesCard', () => {
  it('issues a card for an active, paid membership with a member ID and an expiry', () => {
    expect(issuesCard(active, now)).toBe(true);
  });

  it.each([
    ['without a member ID', { memberId: null }],
    ['without an expiry date', { expiresAt: null }],
    ['past its expiry', { expiresAt: new Date('2026-11-28T11:00:00Z') }],
    ['unpaid', { status: 'approved', paymentStatus: 'pending' }],
    ['suspended', { status: 'suspended' }],
  ])('issues none for a membership %s', (_case, change) => {
    expect(issuesCard({ ...active, ...change }, now)).toBe(false);
  });
});

describe('liveCardVerdict', () => {
  it('says unknown without a record, then revoked, expired or valid from the record', () => {
    expect(liveCardVerdict(null, now)).toBe('unknown');
    expect(liveCardVerdict({ ...active, status: 'cancelled' }, now)).toBe('revoked');
    expect(
      liveCardVerdict(
        { ...active, status: 'expired', expiresAt: new Date('2026-11-01T00:00:00Z') },
        now,
      ),
    ).toBe('expired');
    expect(liveCardVerdict({ ...active, status: 'expired' }, now)).toBe('revoked');
    expect(liveCardVerdict({ ...active, expiresAt: new Date('2026-11-01T00:00:00Z') }, now)).toBe(
      'expired',
    );
    expect(liveCardVerdict(active, now)).toBe('valid');
  });
});

describe('mayCheckCards', () => {
  const activeClub = { status: 'active', paymentStatus: 'paid', expiresAt: null, deletedAt: null };
  const coach = { ...active, role: 'coach', isSelfRegistration: true };

  it('lets administrators check cards', () => {
    expect(mayCheckCards({ isAdmin: true }, [], [], now)).toBe(true);
  });

  it('lets the owner of an active club check cards, not of a suspended or unpaid one', () => {
    expect(mayCheckCards({ isAdmin: false }, [activeClub], [], now)).toBe(true);
    expect(
      mayCheckCards({ isAdmin: false }, [{ ...activeClub, status: 'suspended' }], [], now),
    ).toBe(false);
    expect(
      mayCheckCards(
        { isAdmin: false },
        [{ ...activeClub, status: 'approved', paymentStatus: 'pending' }],
        [],
        now,
      ),
    ).toBe(false);
  });

  it("lets a coach whose own membership is active check cards, not an athlete or a child's coach record", () => {
    expect(mayCheckCards({ isAdmin: false }, [], [coach], now)).toBe(true);
    expect(mayCheckCards({ isAdmin: false }, [], [{ ...coach, role: 'athlete' }], now)).toBe(false);
    expect(
      mayCheckCards({ isAdmin: false }, [], [{ ...coach, isSelfRegistration: false }], now),
    ).toBe(false);
    expect(mayCheckCards({ isAdmin: false }, [], [{ ...coach, status: 'expired' }], now)).toBe(
      false,
    );
  });
});

describe('isMemberIdFormat', () => {
  it('accepts a member ID as issued, and nothing else', () => {
    expect(isMemberIdFormat('IL-2026-000123')).toBe(true);
    expect(isMemberIdFormat('IL-2026-1234567')).toBe(true);
    for (const other of [
      'ILC-2026-000007',
      'il-2026-000123',
      'IL-26-000123',
      'IL-2026-123',
      'IL-2026-000123/x',
      '',
    ]) {
      expect(isMemberIdFormat(other)).toBe(false);
    }
  });
});
