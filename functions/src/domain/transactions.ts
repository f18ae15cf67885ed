// payments/{id}: the states of one card payment (completed, failed
// and pending; refunded records a charge given back). A membership's own payment_status
// (pending, paid, failed) is a different field: see status.ts.
export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Card payments only: the Payment Element is limited to cards. */
export const PAYMENT_METHOD = 'card';
export const PAYMENT_PROVIDER = 'stripe';
