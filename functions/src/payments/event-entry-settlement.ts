import type {
  DocumentData,
  DocumentReference,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';

import { auditLog, type AuditAction } from '../audit/audit-log';
import { placeFor } from '../domain/events/event-entries';
import type { EventEntryItem } from '../domain/payment-items';
import { CURRENCY } from '../domain/pricing';
import { readEventIn, writeEntryCounts, type StoredEvent } from '../firestore/collections/events';
import { entryOpening, paymentsCollection, writePayment } from '../firestore/collections/payments';
import { prepareWithdrawal, queueEntryMail } from '../firestore/entry-withdrawal';
import {
  entryRecipient,
  eventEntryRules,
  isEnterable,
  storedEntryOf,
  type EntryDisputeStatus,
  type StoredEntry,
} from '../firestore/event-entry-records';
import type { MailOutbox } from '../mail/mail-outbox';

import type { DisputeSnapshot, IntentSnapshot, RefundSnapshot } from './payment-gateway';

type Outcome =
  | { outcome: 'activated' | 'already_paid' | 'stale_ignored' }
  /** refundDue: the fee paid for no place; the caller refunds it once this commits. */
  | { outcome: 'paid_not_activated'; refundDue: boolean }
  | { outcome: 'failure_recorded' | 'refunded' }
  | { outcome: 'dispute_opened' | 'dispute_won' | 'dispute_lost' }
  | { outcome: 'rejected'; reason: string };

type EntryIntent = EventEntryItem & { accountUid: string };

/** An entry fee's intent being settled, inside the transaction, with what it read. */
interface FeeSettling {
  tx: Transaction;
  intent: IntentSnapshot;
  meta: EntryIntent;
  /** payments/{intent.id}, when it was written already. */
  payment: DocumentData | undefined;
  entry: StoredEntry;
  event: StoredEvent | null;
}

/** An intent settlement refuses, and why (logged). */
const rejected = (reason: string) => ({ outcome: 'rejected', reason }) as const;

// The audit log's actor for changes a Stripe event made, as for dues.
const STRIPE_ACTOR = 'stripe';

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
 * decline is recorded, a refund marks the entry's fee refunded; a refund or a lost chargeback
 * of the fee an entry holds its place by withdraws it, as they suspend dues.
 */
export function eventEntrySettlement(db: Firestore, now: () => Date, mail: MailOutbox) {
  const payments = paymentsCollection(db);
  const entries = db.collection('eventEntries');
  const audit = auditLog(db);

  /**
   * payments/{intentId} of an entry fee: its fixed fields once, then what it paid for (the
   * payer's history names the event, in both languages, and who), then the changes.
   */
  function writeEntryPayment(
    { tx, intent, meta, payment, entry, event }: FeeSettling,
    changes: DocumentData,
    at: Date,
  ) {
    const opening = entryOpening(meta.accountUid, meta.entryId, entry.eventId, entry.membershipId);
    const labels = {
      eventTitle: event?.title || null,
      eventTitleEs: event?.titleEs ?? null,
      entrantName: `${entry.firstName} ${entry.lastName}`.trim() || null,
    };
    writePayment(tx, db, payment, intent, opening, { ...labels, ...changes }, at);
  }

  /** The entry the intent's metadata names, as stored; rejected unless the payer made it. */
  async function payersEntry(tx: Transaction, meta: EntryIntent) {
    const ref = entries.doc(meta.entryId);
    const data = (await tx.get(ref)).data();
    if (!data) return rejected('the event entry does not exist');
    const entry = storedEntryOf(meta.entryId, data);
    if (entry.accountUid !== meta.accountUid) return rejected('the payer did not make the entry');
    return { ref, data, entry };
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
    const payers = await payersEntry(tx, meta);
    if ('outcome' in payers) return payers;
    const { ref: entryRef, data, entry } = payers;
    if (intent.currency !== CURRENCY) {
      return rejected(`currency ${intent.currency} instead of ${CURRENCY}`);
    }
    if (intent.amount !== meta.feeCents || intent.amount !== entry.feeCents) {
      return rejected(`amount ${intent.amount} instead of ${entry.feeCents}`);
    }
    const event = await readEventIn(tx, db, entry.eventId);
    const settling = { tx, intent, meta, payment, entry, event };
    const ownIntent = entry.paymentIntentId === null || entry.paymentIntentId === intent.id;
    if (payment?.status === 'refunded' || payment?.disputeStatus === 'lost') {
      return givenBackFirst({ ...settling, payment }, ownIntent);
    }
    const recipient = await entryRecipient(db, tx, entry.accountUid);

    const at = now();
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
        // A chargeback opened before this success arrived.
        ...(payment?.disputeStatus === 'open' ? { disputeStatus: 'open' } : {}),
      });
      if (retake && event) {
        writeEntryCounts(tx, db, event.id, {
          ...event.entryCounts,
          entered: event.entryCounts.entered + 1,
        });
      }
      if (event) queueEntryMail(mail, tx, recipient, 'entered', event, entry, entry.feeCents);
    } else if (outcome === 'paid_not_activated' && entry.status === 'withdrawn' && ownIntent) {
      // Paid after the place went (withdrawn, or released with no place left): the fee is on
      // the entry until the refund that follows this transaction marks it refunded.
      tx.update(entryRef, { paymentStatus: 'paid', paymentIntentId: intent.id, updatedAt: at });
    }
    // The member is never charged for nothing: a fee that bought no place is refunded.
    const refundDue = outcome === 'paid_not_activated';
    writeEntryPayment(
      settling,
      {
        status: payment?.status === 'refunded' ? 'refunded' : 'completed',
        completedAt: at,
        failureReason: null,
        ...(refundDue ? { refundDue: payment?.status !== 'refunded' } : {}),
      },
      at,
    );
    if (outcome === 'paid_not_activated') {
      return { outcome, refundDue: payment?.status !== 'refunded' };
    }
    return { outcome };
  }

  /**
   * A success arriving after the fee was refunded or its chargeback lost: it buys no place,
   * and a place the entry held by it (its own intent) is given up, as when the refund or the
   * loss comes after.
   */
  async function givenBackFirst(
    settling: FeeSettling & { payment: DocumentData },
    ownIntent: boolean,
  ): Promise<Outcome> {
    const { tx, intent, payment, entry, event } = settling;
    const withdrawal =
      event && ownIntent && entry.status !== 'withdrawn'
        ? await prepareWithdrawal(db, tx, entry, event)
        : null;
    const at = now();
    const refunded = payment.status === 'refunded';
    if (withdrawal) {
      withdrawal.apply({
        at,
        mail,
        changes: {
          paymentStatus: refunded ? 'refunded' : 'paid',
          paymentIntentId: intent.id,
          paidAt: at,
          ...(refunded ? { refundedAt: at } : { disputeStatus: 'lost' }),
        },
        email: { kind: 'withdrawn', amountCents: 0 },
      });
      audited(tx, entry.id, at, refunded ? 'refund' : 'withdraw', ['status', 'withdrawnAt']);
    }
    writeEntryPayment(
      settling,
      { status: refunded ? 'refunded' : 'completed', completedAt: at, failureReason: null },
      at,
    );
    return { outcome: 'stale_ignored' };
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
    const event = entry ? await readEventIn(tx, db, entry.eventId) : null;
    const recipient = await entryRecipient(db, tx, String(payment.accountUid));
    const at = now();
    tx.update(paymentRef, { refundDue: false, refundRequestedAt: at, updatedAt: at });
    if (entry && entry.paymentIntentId === intentId && entry.paymentStatus === 'paid') {
      tx.update(entryRef, { paymentStatus: 'refunded', refundedAt: at, updatedAt: at });
    }
    if (entry && event) {
      queueEntryMail(mail, tx, recipient, 'refunded', event, entry, amountRefunded);
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
    const payers = await payersEntry(tx, meta);
    if ('outcome' in payers) return payers;
    const { ref: entryRef, entry } = payers;
    const event = await readEventIn(tx, db, entry.eventId);
    const at = now();
    const reason = intent.failureReason ?? 'The payment failed.';
    if (entry.paymentStatus !== 'paid') {
      tx.update(entryRef, { paymentFailureReason: reason, updatedAt: at });
    }
    const settling = { tx, intent, meta, payment, entry, event };
    writeEntryPayment(settling, { status: 'failed', failureReason: reason }, at);
    return { outcome: 'failure_recorded' };
  }

  /** The entry an entry fee's payment paid, with its event: the reads every change needs. */
  async function paidEntry(tx: Transaction, payment: DocumentData, intentId: string | null) {
    const entryRef = entries.doc(String(payment.eventEntryId));
    const data = (await tx.get(entryRef)).data();
    const entry = data ? storedEntryOf(entryRef.id, data) : null;
    // Only the payment the entry holds moves it: not a second payment refunded for nothing.
    if (!entry || entry.paymentIntentId !== intentId) return null;
    const event = await readEventIn(tx, db, entry.eventId);
    return { ref: entryRef, entry, event };
  }

  /** A change Stripe made to an entry (a dashboard refund, a chargeback), audited. */
  const audited = (
    tx: Transaction,
    entryId: string,
    at: Date,
    action: AuditAction,
    fields: string[],
  ) =>
    audit.record(tx, {
      actorUid: STRIPE_ACTOR,
      at,
      collection: 'eventEntries',
      recordId: entryId,
      action,
      changedFields: fields,
    });

  /**
   * charge.refunded, the whole fee: the payment and the entry's fee are refunded, and an entry
   * still holding its place (refunded from the Stripe dashboard) is withdrawn, the place
   * offered to the first entry waiting.
   */
  async function refunded(
    tx: Transaction,
    paymentRef: DocumentReference,
    payment: DocumentData,
    refund: RefundSnapshot,
  ): Promise<Outcome> {
    const paid = await paidEntry(tx, payment, refund.paymentIntentId);
    const withdrawal =
      paid?.event && paid.entry.status !== 'withdrawn'
        ? await prepareWithdrawal(db, tx, paid.entry, paid.event)
        : null;
    const at = now();
    if (paid && paid.entry.paymentStatus !== 'refunded') {
      const changes = { paymentStatus: 'refunded', refundedAt: at, refundDue: false };
      if (withdrawal) {
        withdrawal.apply({
          at,
          mail,
          changes,
          email: { kind: 'withdrawn', amountCents: refund.amountRefunded },
        });
        audited(tx, paid.entry.id, at, 'refund', [
          'status',
          'withdrawnAt',
          ...Object.keys(changes),
        ]);
      } else {
        tx.update(paid.ref, { ...changes, updatedAt: at });
      }
    }
    tx.update(paymentRef, {
      status: 'refunded',
      amountRefunded: refund.amountRefunded,
      refundedAt: at,
      updatedAt: at,
    });
    return { outcome: 'refunded' };
  }

  /**
   * A chargeback of an entry fee, as settle-payment read its status: an open one marks the
   * entry disputed, a lost one withdraws it and offers the place to the first entry waiting,
   * a won one clears the mark. Only a settled fee that was not refunded moves the entry;
   * otherwise the payment keeps the status for the success that follows.
   */
  async function disputed(
    tx: Transaction,
    paymentRef: DocumentReference,
    payment: DocumentData,
    dispute: DisputeSnapshot,
    status: EntryDisputeStatus,
  ): Promise<Outcome> {
    const effective = Boolean(payment.completedAt) && payment.status !== 'refunded';
    const paid = effective ? await paidEntry(tx, payment, dispute.paymentIntentId) : null;
    const entered = paid !== null && paid.entry.status !== 'withdrawn';
    const withdrawal =
      entered && status === 'lost' && paid.event
        ? await prepareWithdrawal(db, tx, paid.entry, paid.event)
        : null;
    const at = now();
    if (paid && paid.entry.disputeStatus !== status) {
      const changes = { disputeStatus: status };
      if (withdrawal) {
        withdrawal.apply({ at, mail, changes, email: { kind: 'withdrawn', amountCents: 0 } });
        audited(tx, paid.entry.id, at, 'withdraw', ['status', 'withdrawnAt', 'disputeStatus']);
      } else {
        tx.update(paid.ref, { ...changes, updatedAt: at });
        if (entered) audited(tx, paid.entry.id, at, 'status', ['disputeStatus']);
      }
    }
    tx.set(
      paymentRef,
      { disputeStatus: status, disputeId: dispute.id, updatedAt: at },
      { merge: true },
    );
    return { outcome: status === 'open' ? 'dispute_opened' : `dispute_${status}` };
  }

  return { succeeded, failed, refunded, refundRequested, disputed };
}
