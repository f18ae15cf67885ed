import { Timestamp } from 'firebase/firestore';

import { dollars, latestPerMembership, transactionFromData } from './payment-history';
import type { PaymentTransaction } from './payments-api';

const transaction = (id: string, membershipId: string, createdAt: string): PaymentTransaction => ({
  id,
  membership_id: membershipId,
  status: 'completed',
  amount: 16700,
  currency: 'usd',
  payment_method: 'card',
  payment_provider: 'stripe',
  created_at: createdAt,
  updated_at: createdAt,
  completed_at: null,
  failure_reason: null,
});

describe('payment history', () => {
  it('keeps only the latest transaction of each membership, newest first', () => {
    const rows = latestPerMembership([
      transaction('t1', 'm1', '2026-03-01T10:00:00Z'),
      transaction('t2', 'm1', '2026-03-02T10:00:00Z'),
      transaction('t3', 'm2', '2026-03-01T12:00:00Z'),
    ]);
    expect(rows.map((row) => row.id)).toEqual(['t2', 't3']);
  });

  it("keeps a club's latest fee payment apart from the memberships'", () => {
    const club = (id: string, createdAt: string): PaymentTransaction => ({
      ...transaction(id, 'unused', createdAt),
      membership_id: null,
      club_membership_id: 'c1',
    });
    const rows = latestPerMembership([
      club('c-old', '2026-03-01T10:00:00Z'),
      club('c-new', '2026-03-03T10:00:00Z'),
      transaction('t1', 'm1', '2026-03-02T10:00:00Z'),
    ]);
    expect(rows.map((row) => row.id)).toEqual(['c-new', 't1']);
  });

  it('shows cents as dollars with 2 decimals', () => {
    expect(dollars(16700)).toBe('167.00');
    expect(dollars(29750)).toBe('297.50');
  });
});

describe('transactionFromData', () => {
  it('reads payments/{intentId} as the payment functions write it', () => {
    const paidAt = Timestamp.fromDate(new Date('2026-03-01T15:00:00Z'));
    expect(
      transactionFromData('pi_1', {
        accountUid: 'u1',
        kind: 'membership',
        membershipId: 'm1',
        clubId: null,
        status: 'completed',
        amount: 16700,
        currency: 'usd',
        paymentMethod: 'card',
        paymentProvider: 'stripe',
        createdAt: paidAt,
        updatedAt: paidAt,
        completedAt: paidAt,
        failureReason: null,
      }),
    ).toEqual({
      id: 'pi_1',
      membership_id: 'm1',
      club_membership_id: null,
      status: 'completed',
      amount: 16700,
      currency: 'usd',
      payment_method: 'card',
      payment_provider: 'stripe',
      created_at: '2026-03-01T15:00:00.000Z',
      updated_at: '2026-03-01T15:00:00.000Z',
      completed_at: '2026-03-01T15:00:00.000Z',
      failure_reason: null,
    });
  });

  it('leaves a club payment without a membership and keeps a failure reason', () => {
    const row = transactionFromData('pi_2', {
      kind: 'club',
      membershipId: null,
      clubId: 'c1',
      status: 'failed',
      amount: 29700,
      currency: 'usd',
      createdAt: Timestamp.fromDate(new Date('2026-03-02T15:00:00Z')),
      completedAt: null,
      failureReason: 'Your card was declined.',
    });
    expect(row).toMatchObject({
      membership_id: null,
      club_membership_id: 'c1',
      status: 'failed',
      completed_at: null,
      failure_reason: 'Your card was declined.',
    });
  });
});
