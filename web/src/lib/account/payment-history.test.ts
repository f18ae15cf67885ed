import { dollars, latestPerMembership } from './payment-history';
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

  it('shows cents as dollars with 2 decimals', () => {
    expect(dollars(16700)).toBe('167.00');
    expect(dollars(29750)).toBe('297.50');
  });
});
