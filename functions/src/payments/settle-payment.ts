import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import type { DisputeSnapshot, IntentSnapshot, RefundSnapshot } from './payment-gateway';
import { metadataOf } from './payment-gateway';
import { paymentLog } from './payment-log';
import {
  paymentMailAddressee,
  verifiedSignInEmail,
  type ReceiptRecipient,
} from './receipt-recipient';
import { settleDisputed } from './settlement/disputed';
import { settleFailed } from './settlement/failed';
import { settlementFrame, type Settlement, type SettlementOptions } from './settlement/frame';
import { owedRefunds } from './settlement/owed-refunds';
import { settleRefunded } from './settlement/refunded';
import { reserveIdsOfIntent } from './settlement/reserved-ids';
import { settleSucceeded } from './settlement/succeeded';

export type {
  DisputeStatus,
  Settlement,
  SettlementOptions,
  SettlementOutcome,
} from './settlement/frame';

/**
 * The one use case that applies a payment's real state: the webhook and confirm-payment
 * both go through it. Each call is one Firestore transaction that re-reads the stored
 * state, so duplicates, concurrent deliveries and late events change nothing twice. An
 * event id, when given, is recorded in stripeEvents/{eventId} in the same transaction.
 *
 * A payment pays for one or more records (its items). Success settles every item, a refund
 * gives back what each got, a dispute suspends each until it is won. Whatever order those
 * events arrive in, each applies what the earlier ones left pending, so the end is the same.
 */
export function paymentSettlement(
  db: Firestore,
  now: () => Date = () => new Date(),
  receiptRecipient: ReceiptRecipient = verifiedSignInEmail(getAuth()),
  { onStandingChanged = async () => {}, refunds }: SettlementOptions = {},
) {
  const frame = settlementFrame(db, now, onStandingChanged);
  const addresseeOf = (uid: string) => paymentMailAddressee(db, receiptRecipient, uid);
  const owed = owedRefunds(frame, refunds, addresseeOf);

  const logged = (eventId: string | null, intentId: string | null) => (settlement: Settlement) => {
    if (settlement.outcome === 'rejected')
      paymentLog.rejected(eventId, intentId, settlement.reason ?? '');
    else paymentLog.settled(eventId, intentId, settlement.outcome);
    return settlement;
  };

  return {
    /** payment_intent.succeeded, or confirm-payment finding the intent succeeded. */
    async succeeded(intent: IntentSnapshot, eventId: string | null = null) {
      // Looked up before the transaction, not while it holds the records.
      // The payer named in the metadata is the owner, or the transaction refuses the intent;
      // never an address nobody verified (a typed-in contact, an unverified sign-up).
      const payer = metadataOf(intent)?.accountUid;
      const receiptTo = payer ? await addresseeOf(payer) : null;
      await reserveIdsOfIntent(frame, intent);
      const settlement = await frame
        .run(eventId, 'payment_intent.succeeded', intent.id, (tx) =>
          settleSucceeded(frame, intent, tx, receiptTo),
        )
        .then(logged(eventId, intent.id));
      if (settlement.refundDue) await owed.refundUnplacedFee(intent.id);
      if (settlement.refundCents)
        await owed.refundPaidTwice(intent.id, settlement.refundCents, receiptTo);
      return settlement;
    },
    failed(intent: IntentSnapshot, eventId: string | null = null) {
      return frame
        .run(eventId, 'payment_intent.payment_failed', intent.id, (tx) =>
          settleFailed(frame, intent, tx),
        )
        .then(logged(eventId, intent.id));
    },
    refunded(refund: RefundSnapshot, eventId: string) {
      return frame
        .run(eventId, 'charge.refunded', refund.paymentIntentId, (tx) =>
          settleRefunded(frame, refund, tx),
        )
        .then(logged(eventId, refund.paymentIntentId));
    },
    /**
     * The daily job's retry of what a payment still owes back (refundDue): true once Stripe
     * accepted it, false while it stays owed.
     */
    refundOwed: owed.refundOwed,
    /** charge.dispute.created (closed false) and charge.dispute.closed (closed true). */
    disputed(dispute: DisputeSnapshot, closed: boolean, eventId: string) {
      const type = closed ? 'charge.dispute.closed' : 'charge.dispute.created';
      return frame
        .run(eventId, type, dispute.paymentIntentId, (tx) =>
          settleDisputed(frame, dispute, closed, tx),
        )
        .then(logged(eventId, dispute.paymentIntentId));
    },
  };
}

export type PaymentSettlement = ReturnType<typeof paymentSettlement>;
