import type {
  DocumentData,
  DocumentReference,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';

import type { EventEntryItem } from '../domain/payment-items';
import { CURRENCY } from '../domain/pricing';
import {
  entryRecipient,
  eventTitleIn,
  storedEntryOf,
  storedEventOf,
} from '../firestore/event-entry-records';
import { eventEntryEmail } from '../mail/event-entry-emails';
import type { MailOutbox } from '../mail/mail-outbox';

import type { IntentSnapshot, RefundSnapshot } from './payment-gateway';
import { newPaymentFields } from './payment-records';

type Outcome =
  | { outcome: 'activated' | 'already_paid' | 'paid_not_activated' | 'stale_ignored' }
  | { outcome: 'failure_recorded' | 'refunded' }
  | { outcome: 'rejected'; reason: string };

type EntryIntent = EventEntryItem & { accountUid: string };

/**
 * What the signed webhook does with an entry fee's intent (metadata kind 'event_entry'),
 * inside settle-payment's transaction: a paid fee turns the held place into an entry, a
 * decline is recorded, a refund marks the entry's fee refunded.
 */
export function eventEntrySettlement(db: Firestore, now: () => Date, mail: MailOutbox) {
  const payments = db.collection('payments');
  const entries = db.collection('eventEntries');

  function paymentFields(
    existing: DocumentData | undefined,
    intent: IntentSnapshot,
    meta: EntryIntent,
    eventId: string | null,
    membershipId: string | null,
    at: Date,
  ) {
    if (existing?.createdAt) return {};
    return {
      accountUid: meta.accountUid,
      kind: 'event_entry',
      purpose: 'event_entry',
      eventEntryId: meta.entryId,
      eventId,
      entryMembershipId: membershipId,
      // Not a membership's dues: the payments tab's per-membership history leaves it out.
      membershipId: null,
      clubId: null,
      membershipIds: [],
      items: [],
      ...newPaymentFields(intent, existing, at),
    };
  }

  async function succeeded(
    tx: Transaction,
    intent: IntentSnapshot,
    meta: EntryIntent,
  ): Promise<Outcome> {
    const paymentRef = payments.doc(intent.id);
    const payment = (await tx.get(paymentRef)).data();
    if (payment?.completedAt) {
      return { outcome: payment.status === 'refunded' ? 'stale_ignored' : 'already_paid' };
    }
    const entryRef = entries.doc(meta.entryId);
    const entrySnap = await tx.get(entryRef);
    const data = entrySnap.data();
    if (!data) return { outcome: 'rejected', reason: 'the event entry does not exist' };
    const entry = storedEntryOf(entrySnap.id, data);
    if (entry.accountUid !== meta.accountUid) {
      return { outcome: 'rejected', reason: 'the payer did not make the entry' };
    }
    if (intent.currency !== CURRENCY) {
      return { outcome: 'rejected', reason: `currency ${intent.currency} instead of ${CURRENCY}` };
    }
    if (intent.amount !== meta.feeCents || intent.amount !== entry.feeCents) {
      return {
        outcome: 'rejected',
        reason: `amount ${intent.amount} instead of ${entry.feeCents}`,
      };
    }
    const eventSnap = await tx.get(db.doc(`events/${entry.eventId}`));
    const recipient = await entryRecipient(db, tx, entry.accountUid);

    const at = now();
    let outcome: Outcome['outcome'];
    if (entry.paymentStatus === 'paid') outcome = 'already_paid';
    else if (entry.status === 'pending_payment' || entry.status === 'offered')
      outcome = 'activated';
    else outcome = 'paid_not_activated';

    if (outcome === 'activated') {
      tx.update(entryRef, {
        status: 'entered',
        paymentStatus: 'paid',
        paymentIntentId: intent.id,
        paidAt: at,
        updatedAt: at,
      });
      const eventData = eventSnap.data();
      if (recipient && eventData) {
        const event = storedEventOf(eventSnap.id, eventData);
        mail.queue(
          tx,
          eventEntryEmail(recipient.language, {
            to: recipient.to,
            kind: 'entered',
            name: `${entry.firstName} ${entry.lastName}`.trim(),
            eventTitle: eventTitleIn(event, recipient.language),
            eventDate: event.date,
            amountCents: entry.feeCents,
          }),
        );
      }
    } else if (outcome === 'paid_not_activated') {
      // Paid after the place went (withdrawn or released): the money stays on record for an
      // administrator to refund.
      tx.update(entryRef, { paymentStatus: 'paid', paymentIntentId: intent.id, updatedAt: at });
    }
    tx.set(
      paymentRef,
      {
        ...paymentFields(payment, intent, meta, entry.eventId, entry.membershipId, at),
        status: payment?.status === 'refunded' ? 'refunded' : 'completed',
        completedAt: at,
        failureReason: null,
        updatedAt: at,
      },
      { merge: true },
    );
    return { outcome };
  }

  async function failed(
    tx: Transaction,
    intent: IntentSnapshot,
    meta: EntryIntent,
  ): Promise<Outcome> {
    const paymentRef = payments.doc(intent.id);
    const payment = (await tx.get(paymentRef)).data();
    if (payment?.completedAt || payment?.status === 'refunded') return { outcome: 'stale_ignored' };
    const entryRef = entries.doc(meta.entryId);
    const data = (await tx.get(entryRef)).data();
    if (!data) return { outcome: 'rejected', reason: 'the event entry does not exist' };
    const entry = storedEntryOf(meta.entryId, data);
    if (entry.accountUid !== meta.accountUid) {
      return { outcome: 'rejected', reason: 'the payer did not make the entry' };
    }
    const at = now();
    const reason = intent.failureReason ?? 'The payment failed.';
    if (entry.paymentStatus !== 'paid') {
      tx.update(entryRef, { paymentFailureReason: reason, updatedAt: at });
    }
    tx.set(
      paymentRef,
      {
        ...paymentFields(payment, intent, meta, entry.eventId, entry.membershipId, at),
        status: 'failed',
        failureReason: reason,
        updatedAt: at,
      },
      { merge: true },
    );
    return { outcome: 'failure_recorded' };
  }

  /** charge.refunded for an entry fee: the payment and the entry's fee are refunded. */
  async function refunded(
    tx: Transaction,
    paymentRef: DocumentReference,
    payment: DocumentData,
    refund: RefundSnapshot,
  ): Promise<Outcome> {
    const entryRef = entries.doc(String(payment.eventEntryId));
    const data = (await tx.get(entryRef)).data();
    const at = now();
    if (
      data &&
      data.paymentIntentId === refund.paymentIntentId &&
      data.paymentStatus !== 'refunded'
    ) {
      tx.update(entryRef, { paymentStatus: 'refunded', refundedAt: at, updatedAt: at });
    }
    tx.update(paymentRef, {
      status: 'refunded',
      amountRefunded: refund.amountRefunded,
      refundedAt: at,
      updatedAt: at,
    });
    return { outcome: 'refunded' };
  }

  return { succeeded, failed, refunded };
}
