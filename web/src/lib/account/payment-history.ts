import type { PaymentTransaction } from './payments-api';

/** The latest transaction of each membership, newest first (spec 02 §2, Payments tab). */
export function latestPerMembership(transactions: PaymentTransaction[]): PaymentTransaction[] {
  const latest = new Map<string, PaymentTransaction>();
  for (const transaction of transactions) {
    const key = transaction.membership_id ?? `transaction:${transaction.id}`;
    const current = latest.get(key);
    if (!current || (transaction.created_at ?? '') > (current.created_at ?? '')) {
      latest.set(key, transaction);
    }
  }
  return [...latest.values()].sort((a, b) =>
    (b.created_at ?? '').localeCompare(a.created_at ?? ''),
  );
}

/** Cents to dollars with 2 decimals. */
export const dollars = (cents: number) => (cents / 100).toFixed(2);
