import type { Transaction } from 'firebase-admin/firestore';

import { storedItemsOf } from '../../firestore/collections/payments';
import type { PaymentGateway } from '../payment-gateway';
import { paymentLog } from '../payment-log';
import { recordWorkspace } from '../payment-records';
import { paidTwiceEmail } from '../receipt-email';
import type { PaymentMailAddressee } from '../receipt-recipient';

import type { Committed, SettlementFrame } from './frame';

// Refunds a settlement decided on but Stripe makes: asked for once the settlement has
// committed (never inside a transaction), with a key that makes a repeat ask for nothing
// more. One that fails stays owed on the payment (refundDue) and is asked for again by the
// next settlement of the intent or the daily job.

export function owedRefunds(
  frame: SettlementFrame,
  refunds: Pick<PaymentGateway, 'refundIntent'> | undefined,
  addresseeOf: (uid: string) => Promise<PaymentMailAddressee | null>,
) {
  /** An entry fee paid after its place went. True once Stripe accepted the refund. */
  async function refundUnplacedFee(intentId: string): Promise<boolean> {
    if (!refunds) {
      paymentLog.refundFailed(intentId, new Error('no refund gateway configured'));
      return false;
    }
    try {
      const { amountRefunded } = await refunds.refundIntent(intentId, `unplaced-${intentId}`);
      await frame.run(null, 'refund', intentId, (tx) =>
        frame.entries.refundRequested(tx, intentId, amountRefunded),
      );
      return true;
    } catch (err) {
      paymentLog.refundFailed(intentId, err);
      return false;
    }
  }

  /** After Stripe accepted the refund of dues paid twice: owed no more, and the payer told. */
  async function paidTwiceRefunded(
    tx: Transaction,
    intentId: string,
    amountRefunded: number,
    to: PaymentMailAddressee | null,
  ): Promise<Committed> {
    const paymentRef = frame.payments.doc(intentId);
    const payment = (await tx.get(paymentRef)).data();
    if (!payment || payment.refundDue !== true) return { outcome: 'stale_ignored' };
    const ws = recordWorkspace(frame.db, tx);
    const payingFor: string[] = [];
    for (const item of storedItemsOf(payment)) {
      if (item.outcome !== 'already_paid') continue;
      const record = await ws.load(item.kind, item.id);
      payingFor.push(record?.target.displayName || item.id);
    }
    const at = frame.now();
    tx.update(paymentRef, { refundDue: false, refundRequestedAt: at, updatedAt: at });
    if (to) {
      frame.mail.queue(
        tx,
        paidTwiceEmail(to.language, {
          to: to.to,
          amountRefunded,
          paymentIntentId: intentId,
          payingFor,
        }),
      );
    }
    return { outcome: 'refunded' };
  }

  /** The part of a dues payment that paid for what was already paid. True once accepted. */
  async function refundPaidTwice(
    intentId: string,
    cents: number,
    to: PaymentMailAddressee | null,
  ): Promise<boolean> {
    if (!refunds) {
      paymentLog.refundFailed(intentId, new Error('no refund gateway configured'));
      return false;
    }
    try {
      const { amountRefunded } = await refunds.refundIntent(
        intentId,
        `paid-twice-${intentId}`,
        cents,
      );
      await frame.run(null, 'refund', intentId, (tx) =>
        paidTwiceRefunded(tx, intentId, amountRefunded, to),
      );
      return true;
    } catch (err) {
      paymentLog.refundFailed(intentId, err);
      return false;
    }
  }

  /**
   * Asks Stripe again for what a payment still owes back (refundDue), with the key of the
   * first attempt, and records and mails it as that attempt would have.
   */
  async function refundOwed(intentId: string): Promise<boolean> {
    const payment = (await frame.payments.doc(intentId).get()).data();
    if (payment?.refundDue !== true) return false;
    if (payment.kind === 'event_entry') return refundUnplacedFee(intentId);
    if (typeof payment.refundDueCents !== 'number') return false;
    const to = await addresseeOf(String(payment.accountUid));
    return refundPaidTwice(intentId, payment.refundDueCents, to);
  }

  return { refundUnplacedFee, refundPaidTwice, refundOwed };
}
