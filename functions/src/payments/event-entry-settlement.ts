import type {
  DocumentData,
  DocumentReference,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';

import { placeFor } from '../domain/events/event-entries';
import type { EventEntryItem } from '../domain/payment-items';
import { CURRENCY } from '../domain/pricing';
import {
  entryRecipient,
  eventEntryRules,
  eventTitleIn,
  isEnterable,
  storedEntryOf,
  storedEventOf,
  type StoredEntry,
  type StoredEvent,
} from '../firestore/event-entry-records';
import { eventEntryEmail } from '../mail/event-entry-emails';
import type { MailOutbox } from '../mail/mail-outbox';

import type { IntentSnapshot, RefundSnapshot } from './payment-gateway';
import { newPaymentFields } from './payment-records';

type Outcome =
  | { outcome: 'activated' | 'already_paid' | 'stale_ignored' }
  /** refundDue: the fee paid for no place; the caller refunds it once this commits. */
  | { outcome: 'paid_not_activated'; refundDue: boolean }
  | { outcome: 'failure_recorded' | 'refunded' }
  | { outcome: 'rejected'; reason: string };

type EntryIntent = EventEntryItem & { accountUid: string };

/**
 * Whether a hold released for want of payment (not withdrawn by the member) can take a place
 * again when its payment arrives late: the event still takes entries and a place is free.
 */
function canRetakePlace(entry: StoredEntry, releasedAt: unknown, event: StoredEvent, at: Date) {
  if (entry.status !== 'withdrawn' || !releasedAt || !isEnterable(event)) return false;
  const rules = eventEntryRules(event);
  if (!rules.registrationOpen) return false;
  if (rules.closesAt && at.getTime() >= rules.closesAt.getTime()) return false;
  return placeFor(event.entry.capacity, event.entryCounts) === 'place';
}

/**
 * What the signed webhook does with an entry fee's intent (metadata kind 'event_entry'),
 * inside settle-payment's transaction: a paid fee turns the held place into an entry, a
 * decline is recorded, a refund marks the entry's fee refunded.
 */
export function eventEntrySettlement(db: Firestore, now: () => Date, mail: MailOutbox) {
  const payments = db.collection('payments');
  const entries = db.collection('eventEntries');

  /** The payer's history names what an entry fee paid: the event, in both languages, and who. */
  const labelFields = (entry: StoredEntry, event: StoredEvent | null) => ({
    eventTitle: event?.title || null,
    eventTitleEs: event?.titleEs ?? null,
    entrantName: `${entry.firstName} ${entry.lastName}`.trim() || null,
  });

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
      // A refund owed that did not go through yet is asked for again (same idempotency key).
      if (payment.refundDue === true) return { outcome: 'paid_not_activated', refundDue: true };
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
    const eventData = eventSnap.data();
    const event = eventData ? storedEventOf(eventSnap.id, eventData) : null;
    const recipient = await entryRecipient(db, tx, entry.accountUid);

    const at = now();
    const ownIntent = entry.paymentIntentId === null || entry.paymentIntentId === intent.id;
    let outcome: Outcome['outcome'];
    let retake = false;
    if (entry.paymentStatus === 'paid') {
      // Paid already by this intent; or by another one, and this second payment buys nothing.
      outcome = entry.paymentIntentId === intent.id ? 'already_paid' : 'paid_not_activated';
    } else if (entry.status === 'pending_payment' || entry.status === 'offered') {
      outcome = 'activated';
    } else if (ownIntent && event && canRetakePlace(entry, data.releasedAt, event, at)) {
      // Paid after the 30-minute hold was released, with a place still free: it takes it.
      outcome = 'activated';
      retake = true;
    } else {
      outcome = 'paid_not_activated';
    }

    if (outcome === 'activated') {
      tx.update(entryRef, {
        status: 'entered',
        paymentStatus: 'paid',
        paymentIntentId: intent.id,
        paidAt: at,
        updatedAt: at,
        ...(retake ? { withdrawnAt: null, releasedAt: null, retakenAt: at } : {}),
      });
      if (retake && event) {
        tx.update(eventSnap.ref, {
          'entryCounts.entered': event.entryCounts.entered + 1,
        });
      }
      if (recipient && event) {
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
    } else if (outcome === 'paid_not_activated' && entry.status === 'withdrawn' && ownIntent) {
      // Paid after the place went (withdrawn, or released with no place left): the fee is on
      // the entry until the refund that follows this transaction marks it refunded.
      tx.update(entryRef, { paymentStatus: 'paid', paymentIntentId: intent.id, updatedAt: at });
    }
    // The member is never charged for nothing: a fee that bought no place is refunded.
    const refundDue = outcome === 'paid_not_activated';
    tx.set(
      paymentRef,
      {
        ...paymentFields(payment, intent, meta, entry.eventId, entry.membershipId, at),
        ...labelFields(entry, event),
        status: payment?.status === 'refunded' ? 'refunded' : 'completed',
        completedAt: at,
        failureReason: null,
        updatedAt: at,
        ...(refundDue ? { refundDue: payment?.status !== 'refunded' } : {}),
      },
      { merge: true },
    );
    if (outcome === 'paid_not_activated') {
      return { outcome, refundDue: payment?.status !== 'refunded' };
    }
    return { outcome };
  }

  /**
   * After Stripe accepted the refund of a fee that bought no place: the payment owes nothing
   * more, the entry's fee reads refunded, and the member is told why. charge.refunded then
   * marks the payment refunded.
   */
  async function refundRequested(
    tx: Transaction,
    intentId: string,
    amountRefunded: number,
  ): Promise<Outcome> {
    const paymentRef = payments.doc(intentId);
    const payment = (await tx.get(paymentRef)).data();
    if (!payment || payment.refundDue !== true) return { outcome: 'stale_ignored' };
    const entryRef = entries.doc(String(payment.eventEntryId));
    const entryData = (await tx.get(entryRef)).data();
    const entry = entryData ? storedEntryOf(entryRef.id, entryData) : null;
    const eventData = entry ? (await tx.get(db.doc(`events/${entry.eventId}`))).data() : undefined;
    const recipient = await entryRecipient(db, tx, String(payment.accountUid));
    const at = now();
    tx.update(paymentRef, { refundDue: false, refundRequestedAt: at, updatedAt: at });
    if (entry && entry.paymentIntentId === intentId && entry.paymentStatus === 'paid') {
      tx.update(entryRef, { paymentStatus: 'refunded', refundedAt: at, updatedAt: at });
    }
    if (recipient && entry && eventData) {
      const event = storedEventOf(entry.eventId, eventData);
      mail.queue(
        tx,
        eventEntryEmail(recipient.language, {
          to: recipient.to,
          kind: 'refunded',
          name: `${entry.firstName} ${entry.lastName}`.trim(),
          eventTitle: eventTitleIn(event, recipient.language),
          eventDate: event.date,
          amountCents: amountRefunded,
        }),
      );
    }
    return { outcome: 'refunded' };
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
    const eventData = (await tx.get(db.doc(`events/${entry.eventId}`))).data();
    const event = eventData ? storedEventOf(entry.eventId, eventData) : null;
    const at = now();
    const reason = intent.failureReason ?? 'The payment failed.';
    if (entry.paymentStatus !== 'paid') {
      tx.update(entryRef, { paymentFailureReason: reason, updatedAt: at });
    }
    tx.set(
      paymentRef,
      {
        ...paymentFields(payment, intent, meta, entry.eventId, entry.membershipId, at),
        ...labelFields(entry, event),
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

  return { succeeded, failed, refunded, refundRequested };
}
