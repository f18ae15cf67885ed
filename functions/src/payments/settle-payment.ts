import { getAuth } from 'firebase-admin/auth';
import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';

import { membershipExpiry } from '../domain/active-member';
import { CURRENCY } from '../domain/pricing';
import { expiryOf } from '../domain/retention';
import { PAYMENT_METHOD, PAYMENT_PROVIDER, type TransactionStatus } from '../domain/transactions';
import { mailOutbox } from '../mail/mail-outbox';

import { reserveIds } from './id-counter';
import { metadataOf, type IntentSnapshot, type RefundSnapshot } from './payment-gateway';
import { paymentLog } from './payment-log';
import { readPaymentTarget, type PaymentTarget } from './payment-targets';
import { receiptEmail } from './receipt-email';
import { verifiedSignInEmail, type ReceiptRecipient } from './receipt-recipient';

export type SettlementOutcome =
  | 'activated'
  | 'already_paid'
  | 'paid_not_activated'
  | 'failure_recorded'
  | 'stale_ignored'
  | 'refunded'
  | 'partially_refunded'
  | 'rejected'
  | 'duplicate'
  | 'pending';

export interface Settlement {
  outcome: SettlementOutcome;
  reason?: string;
}

// 50 activations at once all take the one member-ID counter; let them queue.
const MAX_ATTEMPTS = 60;

const rejected = (reason: string): Settlement => ({ outcome: 'rejected', reason });

/** Why an intent does not pay for this record, or null when it does. */
function mismatchOf(intent: IntentSnapshot, target: PaymentTarget | null, accountUid: string) {
  if (!target || target.deleted) return 'the membership or club does not exist';
  if (target.ownerUid !== accountUid) return 'the payer does not own the membership or club';
  if (intent.currency !== CURRENCY) return `currency ${intent.currency} instead of ${CURRENCY}`;
  if (intent.amount !== target.amount) return `amount ${intent.amount} instead of ${target.amount}`;
  return null;
}

/**
 * The one use case that applies a payment's real state: the webhook and confirm-payment
 * both go through it. Each call is one Firestore transaction that re-reads the stored
 * state, so duplicates, concurrent deliveries and late events change nothing twice. An
 * event id, when given, is recorded in stripeEvents/{eventId} in the same transaction.
 */
export function paymentSettlement(
  db: Firestore,
  now: () => Date = () => new Date(),
  receiptRecipient: ReceiptRecipient = verifiedSignInEmail(getAuth()),
) {
  const payments = db.collection('payments');
  const ledger = db.collection('stripeEvents');
  const mail = mailOutbox(db, now);

  function run(
    eventId: string | null,
    eventType: string,
    intentId: string | null,
    work: (tx: Transaction) => Promise<Settlement>,
  ): Promise<Settlement> {
    return db.runTransaction(
      async (tx) => {
        if (eventId && (await tx.get(ledger.doc(eventId))).exists) return { outcome: 'duplicate' };
        const settlement = await work(tx);
        if (eventId) {
          const processedAt = now();
          tx.create(ledger.doc(eventId), {
            type: eventType,
            paymentIntentId: intentId,
            outcome: settlement.outcome,
            reason: settlement.reason ?? null,
            processedAt,
            expiresAt: expiryOf('stripeEvents', processedAt),
          });
        }
        return settlement;
      },
      { maxAttempts: MAX_ATTEMPTS },
    );
  }

  /** payments/{intentId}, keyed by the Stripe id so every writer lands on the same record. */
  function writeTransaction(
    tx: Transaction,
    existing: DocumentData | undefined,
    intent: IntentSnapshot,
    target: PaymentTarget,
    changes: { status: TransactionStatus } & DocumentData,
  ) {
    const at = now();
    tx.set(
      payments.doc(intent.id),
      {
        ...(existing
          ? {}
          : {
              accountUid: target.ownerUid,
              kind: target.kind,
              membershipId: target.kind === 'membership' ? target.id : null,
              clubId: target.kind === 'club' ? target.id : null,
              amount: intent.amount,
              currency: intent.currency,
              paymentMethod: PAYMENT_METHOD,
              paymentProvider: PAYMENT_PROVIDER,
              stripePaymentIntentId: intent.id,
              createdAt: at,
              completedAt: null,
              failureReason: null,
              refundedAt: null,
              amountRefunded: 0,
            }),
        ...changes,
        updatedAt: at,
      },
      { merge: true },
    );
  }

  async function readAll(tx: Transaction, intent: IntentSnapshot) {
    const metadata = metadataOf(intent);
    if (!metadata) return { error: 'the intent carries no membership or club metadata' } as const;
    const target = await readPaymentTarget(db, metadata.kind, metadata.targetId, tx);
    const payment = (await tx.get(payments.doc(intent.id))).data();
    const mismatch = mismatchOf(intent, target, metadata.accountUid);
    if (mismatch || !target) return { error: mismatch ?? 'unknown target' } as const;
    return { target, payment } as const;
  }

  async function activate(
    tx: Transaction,
    intent: IntentSnapshot,
    target: PaymentTarget,
    payment: DocumentData | undefined,
    receiptTo: string | null,
  ): Promise<Settlement> {
    const at = now();
    const year = at.getUTCFullYear();
    const coachRef = target.defaultCoachMembershipId
      ? db.collection('memberships').doc(target.defaultCoachMembershipId)
      : null;
    const coach = coachRef ? (await tx.get(coachRef)).data() : undefined;
    const coachNeedsId = Boolean(coach && !coach.deletedAt && !coach.memberId);
    const memberIdsNeeded =
      (target.kind === 'membership' && !target.memberId ? 1 : 0) + (coachNeedsId ? 1 : 0);
    const memberIds = await reserveIds(db, tx, 'memberIds', memberIdsNeeded, year);
    const clubIds = await reserveIds(
      db,
      tx,
      'clubIds',
      target.kind === 'club' && !target.memberId ? 1 : 0,
      year,
    );

    const [ownId, coachId] =
      target.kind === 'membership'
        ? [memberIds.ids[0], memberIds.ids[1]]
        : [clubIds.ids[0], memberIds.ids[0]];
    const memberId = target.memberId ?? ownId ?? null;
    const expiresAt = membershipExpiry(at);
    memberIds.commit();
    clubIds.commit();
    tx.update(target.ref, {
      status: 'active',
      paymentStatus: 'paid',
      memberId,
      paymentIntentId: intent.id,
      paymentFailureReason: null,
      activatedAt: at,
      expiresAt,
      updatedAt: at,
      ...(coachRef && coachNeedsId ? { defaultCoachMemberId: coachId } : {}),
    });
    if (coachRef && coachNeedsId) tx.update(coachRef, { memberId: coachId, updatedAt: at });
    writeTransaction(tx, payment, intent, target, {
      status: 'completed',
      completedAt: at,
      failureReason: null,
    });
    if (receiptTo) {
      mail.queue(
        tx,
        receiptEmail({
          to: receiptTo,
          payingFor: target.displayName,
          amount: intent.amount,
          memberId,
          validUntil: expiresAt,
          paymentIntentId: intent.id,
        }),
      );
    }
    return { outcome: 'activated' };
  }

  async function succeeded(
    intent: IntentSnapshot,
    tx: Transaction,
    receiptTo: string | null,
  ): Promise<Settlement> {
    const read = await readAll(tx, intent);
    if ('error' in read) return rejected(read.error ?? 'unknown');
    const { target, payment } = read;
    if (payment?.status === 'refunded') return { outcome: 'stale_ignored' };
    if (target.paymentStatus === 'paid') {
      if (payment?.status !== 'completed') {
        writeTransaction(tx, payment, intent, target, { status: 'completed', completedAt: now() });
      }
      return { outcome: 'already_paid' };
    }
    if (target.payable) return activate(tx, intent, target, payment, receiptTo);
    // Paid while an administrator closed the record: keep the money on record for them.
    paymentLog.paidNotActivated(intent.id, target.id, target.status);
    tx.update(target.ref, { paymentStatus: 'paid', paymentIntentId: intent.id, updatedAt: now() });
    writeTransaction(tx, payment, intent, target, { status: 'completed', completedAt: now() });
    return { outcome: 'paid_not_activated' };
  }

  async function failed(intent: IntentSnapshot, tx: Transaction): Promise<Settlement> {
    const read = await readAll(tx, intent);
    if ('error' in read) return rejected(read.error ?? 'unknown');
    const { target, payment } = read;
    // A decline that arrives after the payment went through (or was refunded) is old news.
    if (
      target.paymentStatus === 'paid' ||
      payment?.status === 'completed' ||
      payment?.status === 'refunded'
    ) {
      return { outcome: 'stale_ignored' };
    }
    const reason = intent.failureReason ?? 'The payment failed.';
    tx.update(target.ref, {
      paymentStatus: 'failed',
      paymentFailureReason: reason,
      updatedAt: now(),
    });
    writeTransaction(tx, payment, intent, target, { status: 'failed', failureReason: reason });
    return { outcome: 'failure_recorded' };
  }

  async function refunded(refund: RefundSnapshot, tx: Transaction): Promise<Settlement> {
    if (!refund.paymentIntentId) return rejected('the charge belongs to no payment intent');
    const paymentRef = payments.doc(refund.paymentIntentId);
    const payment = (await tx.get(paymentRef)).data();
    if (!payment) return rejected('no payment of ours has this payment intent');
    const kind = payment.kind === 'club' ? 'club' : 'membership';
    const targetId = String(kind === 'club' ? payment.clubId : payment.membershipId);
    const target = await readPaymentTarget(db, kind, targetId, tx);
    const at = now();
    if (!refund.fullyRefunded) {
      tx.update(paymentRef, { amountRefunded: refund.amountRefunded, updatedAt: at });
      return { outcome: 'partially_refunded' };
    }
    if (payment.status === 'refunded') return { outcome: 'stale_ignored' };
    tx.update(paymentRef, {
      status: 'refunded',
      amountRefunded: refund.amountRefunded,
      refundedAt: at,
      updatedAt: at,
    });
    // A refund takes access away: cancelled, and nothing paid any more, so an administrator
    // can approve the record again and the owner pay again.
    if (target && !target.deleted) {
      tx.update(target.ref, {
        status: 'cancelled',
        paymentStatus: 'pending',
        refundedAt: at,
        updatedAt: at,
      });
    }
    return { outcome: 'refunded' };
  }

  const logged = (eventId: string | null, intentId: string | null) => (settlement: Settlement) => {
    if (settlement.outcome === 'rejected')
      paymentLog.rejected(eventId, intentId, settlement.reason ?? '');
    else paymentLog.settled(eventId, intentId, settlement.outcome);
    return settlement;
  };

  return {
    /** payment_intent.succeeded, or confirm-payment finding the intent succeeded. */
    async succeeded(intent: IntentSnapshot, eventId: string | null = null) {
      // Looked up before the transaction, not while it holds the record and the ID counter.
      // The payer named in the metadata is the owner, or the transaction refuses the intent;
      // never an address nobody verified (a typed-in contact, an unverified sign-up).
      const payer = metadataOf(intent)?.accountUid;
      const receiptTo = payer ? await receiptRecipient(payer) : null;
      return run(eventId, 'payment_intent.succeeded', intent.id, (tx) =>
        succeeded(intent, tx, receiptTo),
      ).then(logged(eventId, intent.id));
    },
    failed(intent: IntentSnapshot, eventId: string | null = null) {
      return run(eventId, 'payment_intent.payment_failed', intent.id, (tx) =>
        failed(intent, tx),
      ).then(logged(eventId, intent.id));
    },
    refunded(refund: RefundSnapshot, eventId: string) {
      return run(eventId, 'charge.refunded', refund.paymentIntentId, (tx) =>
        refunded(refund, tx),
      ).then(logged(eventId, refund.paymentIntentId));
    },
  };
}

export type PaymentSettlement = ReturnType<typeof paymentSettlement>;
