import type { PaymentTransaction } from './payments.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Spec 02 section 3's payment transaction, with the club id when a club was paid. */
export function transactionToWire(t: PaymentTransaction) {
  return {
    id: t.id,
    membership_id: t.membershipId,
    club_membership_id: t.clubId,
    status: t.status,
    amount: t.amount,
    currency: t.currency,
    payment_method: t.paymentMethod,
    payment_provider: t.paymentProvider,
    created_at: iso(t.createdAt),
    updated_at: iso(t.updatedAt),
    completed_at: iso(t.completedAt),
    failure_reason: t.failureReason,
  };
}
