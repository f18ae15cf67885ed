import {
  canWithdraw,
  heldStatus,
  holdExpired,
  placeFor,
  refundsOnWithdrawal,
} from './event-entries';

const NOW = new Date('2027-03-01T12:00:00Z');

describe('event entries', () => {
  it('When places are left, then an entry takes one; when none are, it waits; no capacity never waits', () => {
    expect(placeFor(5, { entered: 4, waiting: 0 })).toBe('place');
    expect(placeFor(5, { entered: 5, waiting: 0 })).toBe('waiting');
    expect(placeFor(null, { entered: 500, waiting: 0 })).toBe('place');
  });

  it('When the fee is zero, then the entry is entered at once; otherwise the place is held for payment', () => {
    expect(heldStatus(0)).toBe('entered');
    expect(heldStatus(3000)).toBe('pending_payment');
  });

  it('When entries have closed (or the event began without a closing time), then no withdrawal', () => {
    expect(canWithdraw('entered', new Date('2027-03-02T00:00:00Z'), null, NOW)).toBe(true);
    expect(canWithdraw('entered', new Date('2027-03-01T12:00:00Z'), null, NOW)).toBe(false);
    expect(canWithdraw('waiting', null, new Date('2027-02-28T06:00:00Z'), NOW)).toBe(false);
    expect(canWithdraw('withdrawn', null, null, NOW)).toBe(false);
  });

  it('When the event refunds before closing and the fee was paid, then a withdrawal refunds it', () => {
    expect(refundsOnWithdrawal({ refundBeforeClose: true }, 'paid')).toBe(true);
    expect(refundsOnWithdrawal({ refundBeforeClose: false }, 'paid')).toBe(false);
    expect(refundsOnWithdrawal({ refundBeforeClose: true }, 'pending')).toBe(false);
  });

  it('When a held or offered place is unpaid for more than 30 minutes, then its hold has run out', () => {
    const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
    const held = {
      status: 'pending_payment' as const,
      paymentStatus: 'pending' as const,
      offeredAt: null,
    };
    expect(holdExpired({ ...held, createdAt: minutesAgo(31) }, NOW)).toBe(true);
    expect(holdExpired({ ...held, createdAt: minutesAgo(29) }, NOW)).toBe(false);
    expect(holdExpired({ ...held, paymentStatus: 'paid', createdAt: minutesAgo(90) }, NOW)).toBe(
      false,
    );
    const offered = {
      status: 'offered' as const,
      paymentStatus: 'pending' as const,
      createdAt: minutesAgo(900),
    };
    expect(holdExpired({ ...offered, offeredAt: minutesAgo(10) }, NOW)).toBe(false);
    expect(holdExpired({ ...offered, offeredAt: minutesAgo(45) }, NOW)).toBe(true);
    expect(holdExpired({ ...held, status: 'entered', createdAt: minutesAgo(90) }, NOW)).toBe(false);
  });
});
