import type { PaymentTransactionWire } from '../../domain/wire/payment';
import type { PaymentIntentWire } from '../../domain/wire/payment-intent';
import { isoOrNull } from '../shared/iso-date';

import type { PaymentTransaction } from './payments.repository';
import type { PreparedPayment } from './payments.service';

/** The card payment the browser completes with Stripe, as every payment intent answer has it. */
export function paymentIntentToWire(payment: PreparedPayment): PaymentIntentWire {
  return {
    client_secret: payment.clientSecret,
    payment_intent_id: payment.paymentIntentId,
    amount: payment.amount,
    currency: payment.currency,
  };
}

/** A payment transaction as the API gives it, with the club id when a club was paid. */
export function transactionToWire(t: PaymentTransaction): PaymentTransactionWire {
  return {
    id: t.id,
    membership_id: t.membershipId,
    club_membership_id: t.clubId,
    purpose: t.purpose,
    membership_ids: t.membershipIds,
    dispute_status: t.disputeStatus,
    status: t.status,
    amount: t.amount,
    currency: t.currency,
    payment_method: t.paymentMethod,
    payment_provider: t.paymentProvider,
    created_at: isoOrNull(t.createdAt),
    updated_at: isoOrNull(t.updatedAt),
    completed_at: isoOrNull(t.completedAt),
    failure_reason: t.failureReason,
    event_entry: t.eventEntry
      ? {
          entry_id: t.eventEntry.entryId,
          event_id: t.eventEntry.eventId,
          membership_id: t.eventEntry.membershipId,
          event_title: t.eventEntry.eventTitle,
          event_title_es: t.eventEntry.eventTitleEs,
          entrant_name: t.eventEntry.entrantName,
        }
      : null,
  };
}
