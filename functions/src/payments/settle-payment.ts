import { getAuth } from 'firebase-admin/auth';
import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';

import { auditLog, type AuditEntry } from '../audit/audit-log';
import { membershipExpiry } from '../domain/active-member';
import { canPayClub, canPayMembership } from '../domain/payment-eligibility';
import {
  disputeSuspends,
  eventEntryOfMetadata,
  itemAmount,
  paymentPurposeOf,
  refundedRenewal,
  renewalExpiry,
  renewedSince,
  standingByExpiry,
} from '../domain/payment-items';
import { CURRENCY } from '../domain/pricing';
import { expiryOf } from '../domain/retention';
import type { TransactionStatus } from '../domain/transactions';
import { mailOutbox } from '../mail/mail-outbox';

import { eventEntrySettlement } from './event-entry-settlement';
import { reserveIds } from './id-counter';
import {
  metadataOf,
  type DisputeSnapshot,
  type IntentItem,
  type IntentMetadata,
  type IntentSnapshot,
  type PaymentGateway,
  type RefundSnapshot,
} from './payment-gateway';
import { paymentLog } from './payment-log';
import {
  newPaymentFields,
  recordWorkspace,
  storedItem,
  storedItemsOf,
  type ItemOutcome,
  type LoadedRecord,
  type RecordWorkspace,
  type StoredItem,
} from './payment-records';
import { paidTwiceEmail, receiptEmail, type ReceiptLine } from './receipt-email';
import {
  paymentMailAddressee,
  verifiedSignInEmail,
  type PaymentMailAddressee,
  type ReceiptRecipient,
} from './receipt-recipient';

export type SettlementOutcome =
  | 'activated'
  | 'renewed'
  | 'already_paid'
  | 'paid_not_activated'
  | 'failure_recorded'
  | 'stale_ignored'
  | 'refunded'
  | 'partially_refunded'
  | 'dispute_opened'
  | 'dispute_won'
  | 'dispute_lost'
  | 'rejected'
  | 'duplicate'
  | 'pending';

export interface Settlement {
  outcome: SettlementOutcome;
  reason?: string;
  /** An entry fee paid for no place (its hold released, the entry withdrawn): refund it. */
  refundDue?: boolean;
  /** Dues paid for what another payment had already paid: refund these cents of it. */
  refundCents?: number;
}

/** A settlement as its transaction ends: the accounts whose standing it may have moved. */
interface Committed extends Settlement {
  standingOf?: string[];
}

export interface SettlementOptions {
  /** Called after each committed settlement with the uids whose standing may have changed. */
  onStandingChanged?: (uids: string[]) => Promise<void>;
  /** Stripe's refunds, for an entry fee that bought no place; without it such a fee waits. */
  refunds?: Pick<PaymentGateway, 'refundIntent'>;
}

export type DisputeStatus = 'open' | 'won' | 'lost';

// 50 activations at once all take the one member-ID counter; let them queue.
const MAX_ATTEMPTS = 60;
const DISPUTE_REASON = 'Payment disputed';
const REFUND_REASON = 'Payment refunded';
// The audit log's actor for changes a Stripe event made.
const STRIPE_ACTOR = 'stripe';
// An owner's coach membership the club's fee activates or renews: one an administrator
// approved (with the club or on its own), never one still in review or closed.
const COACH_PAYABLE_STATUSES = ['approved', 'active', 'expired'];

const rejected = (reason: string): Settlement => ({ outcome: 'rejected', reason });
const sameInstant = (a: Date | null, b: Date | null) =>
  a !== null && b !== null && a.getTime() === b.getTime();
const applied = (item: StoredItem) => item.outcome === 'activated' || item.outcome === 'renewed';

/** The tier an item pays: its own, or (intents from before items) the record's. */
const tierOf = (item: IntentItem, record: LoadedRecord) => item.tier ?? record.target.tier;

/** Why an intent does not pay for these records, or null when it does. */
function mismatchOf(
  intent: IntentSnapshot,
  metadata: IntentMetadata,
  records: (LoadedRecord | null)[],
): string | null {
  let expected = 0;
  for (const [index, item] of metadata.items.entries()) {
    const record = records[index];
    if (!record || record.target.deletedAt) return 'the membership or club does not exist';
    const { target } = record;
    if (target.ownerUid !== metadata.accountUid) {
      return 'the payer does not own the membership or club';
    }
    if (target.kind === 'membership' && target.tier === 'club') {
      return `membership ${target.id} is a coach membership paid with its club`;
    }
    const tier = tierOf(item, record);
    if (item.purpose === 'first' && tier !== target.tier) {
      return `tier ${tier} instead of ${target.tier}`;
    }
    expected += itemAmount({ kind: item.kind, tier });
  }
  if (intent.currency !== CURRENCY) return `currency ${intent.currency} instead of ${CURRENCY}`;
  if (intent.amount !== expected) return `amount ${intent.amount} instead of ${expected}`;
  return null;
}

function firstPayable(record: LoadedRecord): boolean {
  const { target } = record;
  if (target.deletedAt) return false;
  return target.kind === 'club' ? canPayClub(target) : canPayMembership(target);
}

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
  const payments = db.collection('payments');
  const ledger = db.collection('stripeEvents');
  const mail = mailOutbox(db, now);
  const audit = auditLog(db);
  const entries = eventEntrySettlement(db, now, mail);
  const addresseeOf = (uid: string) => paymentMailAddressee(db, receiptRecipient, uid);

  async function run(
    eventId: string | null,
    eventType: string,
    intentId: string | null,
    work: (tx: Transaction) => Promise<Committed>,
  ): Promise<Settlement> {
    const { standingOf = [], ...settlement } = await db.runTransaction(
      async (tx): Promise<Committed> => {
        if (eventId && (await tx.get(ledger.doc(eventId))).exists) return { outcome: 'duplicate' };
        const committed = await work(tx);
        if (eventId) {
          const processedAt = now();
          tx.create(ledger.doc(eventId), {
            type: eventType,
            paymentIntentId: intentId,
            outcome: committed.outcome,
            reason: committed.reason ?? null,
            processedAt,
            expiresAt: expiryOf('stripeEvents', processedAt),
          });
        }
        return committed;
      },
      { maxAttempts: MAX_ATTEMPTS },
    );
    if (standingOf.length > 0) {
      // Committed already; the memberships trigger refreshes standing too, so log and go on.
      await onStandingChanged(standingOf).catch((err: unknown) =>
        paymentLog.standingRefreshFailed(intentId, err),
      );
    }
    return settlement;
  }

  /** payments/{intentId}, keyed by the Stripe id so every writer lands on the same record. */
  function writePayment(
    tx: Transaction,
    existing: DocumentData | undefined,
    intent: IntentSnapshot,
    metadata: IntentMetadata,
    changes: { status: TransactionStatus } & DocumentData,
  ) {
    const at = now();
    const [first] = metadata.items;
    const single = metadata.items.length === 1 ? first : undefined;
    tx.set(
      payments.doc(intent.id),
      {
        // A dispute may have opened the document before the payment was known.
        ...(existing?.createdAt
          ? {}
          : {
              accountUid: metadata.accountUid,
              kind: metadata.kind,
              purpose: paymentPurposeOf(metadata.items),
              membershipId: single?.kind === 'membership' ? single.id : null,
              clubId: single?.kind === 'club' ? single.id : null,
              membershipIds: metadata.items.filter((i) => i.kind === 'membership').map((i) => i.id),
              ...newPaymentFields(intent, existing, at),
            }),
        ...changes,
        updatedAt: at,
      },
      { merge: true },
    );
  }

  /** Gives back what a refunded payment bought, record by record. */
  function applyRefund(ws: RecordWorkspace, items: StoredItem[], at: Date) {
    for (const item of items) {
      const record = ws.get(item.kind, item.id);
      if (!record || record.target.deletedAt) continue;
      if (item.purpose === 'first' && item.outcome !== null && item.outcome !== 'already_paid') {
        // As for every first payment: cancelled and unpaid, so an administrator can approve
        // the record again and the owner pay again.
        ws.change(record, {
          status: 'cancelled',
          paymentStatus: 'pending',
          refundedAt: at,
          statusReason: REFUND_REASON,
          statusChangedAt: at,
        });
      } else if (item.purpose === 'renewal' && item.outcome === 'renewed') {
        const { expiresAt, status, tier } = refundedRenewal(record.target, item, at);
        const disputed = suspendedBy(record, item);
        const follows = disputed || ['active', 'expired'].includes(record.target.status);
        ws.change(record, {
          expiresAt,
          refundedAt: at,
          ...(tier && item.kind === 'membership' ? { membershipTier: tier } : {}),
          ...(follows ? { status } : {}),
          ...(disputed ? { statusReason: null, statusChangedAt: at } : {}),
        });
      }
    }
  }

  const suspendedBy = (record: LoadedRecord, item: StoredItem) =>
    record.target.status === 'suspended' &&
    sameInstant(record.target.statusChangedAt, item.suspendedAt);

  /** Suspends what a disputed payment paid for, or lifts that suspension when it is won. */
  function applyDispute(
    tx: Transaction,
    ws: RecordWorkspace,
    items: StoredItem[],
    status: DisputeStatus,
    at: Date,
  ): StoredItem[] {
    return items.map((item) => {
      const record = ws.get(item.kind, item.id);
      if (!record || record.target.deletedAt || !applied(item)) return item;
      const collection = item.kind === 'club' ? 'clubs' : 'memberships';
      const entry: Omit<AuditEntry, 'id'> = {
        actorUid: STRIPE_ACTOR,
        at,
        collection,
        recordId: item.id,
        action: 'status',
        changedFields: ['status', 'statusReason', 'statusChangedAt'],
      };
      if (status !== 'won' && !item.suspendedAt && disputeSuspends(record.target)) {
        const statusBeforeDispute = record.target.status;
        ws.change(record, {
          status: 'suspended',
          statusReason: DISPUTE_REASON,
          statusChangedAt: at,
        });
        audit.record(tx, entry);
        return { ...item, statusBeforeDispute, suspendedAt: at };
      }
      if (status === 'won' && item.suspendedAt) {
        if (suspendedBy(record, item)) {
          ws.change(record, {
            status: standingByExpiry(record.target.expiresAt, at),
            statusReason: null,
            statusChangedAt: at,
          });
          audit.record(tx, entry);
        }
        return { ...item, suspendedAt: null };
      }
      return item;
    });
  }

  async function succeeded(
    intent: IntentSnapshot,
    tx: Transaction,
    receiptTo: PaymentMailAddressee | null,
  ): Promise<Committed> {
    const entryFee = eventEntryOfMetadata(intent.metadata);
    if (entryFee) return entries.succeeded(tx, intent, entryFee);
    const metadata = metadataOf(intent);
    if (!metadata) return rejected('the intent carries no membership or club metadata');
    const paymentRef = payments.doc(intent.id);
    const payment = (await tx.get(paymentRef)).data();
    if (payment?.completedAt) {
      // A refund of what was paid twice that did not go through yet is asked for again.
      if (payment.refundDue === true && typeof payment.refundDueCents === 'number') {
        return { outcome: 'already_paid', refundCents: payment.refundDueCents };
      }
      return { outcome: payment.status === 'refunded' ? 'stale_ignored' : 'already_paid' };
    }
    const ws = recordWorkspace(db, tx);
    const records: (LoadedRecord | null)[] = [];
    for (const item of metadata.items) records.push(await ws.load(item.kind, item.id));
    const mismatch = mismatchOf(intent, metadata, records);
    if (mismatch) return rejected(mismatch);

    const at = now();
    const plans = metadata.items.map((item, index) => {
      const record = records[index] as LoadedRecord;
      const tier = tierOf(item, record);
      let outcome: ItemOutcome;
      let newExpiresAt: Date | null = null;
      if (item.purpose === 'first') {
        if (record.target.paymentStatus === 'paid') outcome = 'already_paid';
        else if (firstPayable(record)) outcome = 'activated';
        else outcome = 'paid_not_activated';
        if (outcome === 'activated') newExpiresAt = membershipExpiry(at);
      } else {
        const renewsFrom = item.renewsFrom as Date;
        newExpiresAt = renewalExpiry(record.target, renewsFrom, at);
        if (newExpiresAt) outcome = 'renewed';
        else if (renewedSince(record.target, renewsFrom)) outcome = 'already_paid';
        else outcome = 'paid_not_activated';
      }
      return { item, record, tier, outcome, newExpiresAt };
    });

    // A club's fee pays for its owner's coach membership too, once that one is approved.
    const coaches = new Map<string, LoadedRecord>();
    for (const plan of plans) {
      const coachId = plan.record.target.defaultCoachMembershipId;
      if (!coachId || !plan.newExpiresAt) continue;
      const coach = await ws.load('membership', coachId);
      if (
        coach &&
        !coach.target.deletedAt &&
        COACH_PAYABLE_STATUSES.includes(coach.target.status)
      ) {
        coaches.set(plan.item.id, coach);
      }
    }

    const year = at.getUTCFullYear();
    const needsMemberId = [
      ...plans.filter((p) => p.item.kind === 'membership' && p.newExpiresAt).map((p) => p.record),
      ...coaches.values(),
    ].filter((record) => !record.target.memberId);
    const needsClubId = plans.filter(
      (p) => p.item.kind === 'club' && p.newExpiresAt && !p.record.target.memberId,
    );
    const memberIds = await reserveIds(db, tx, 'memberIds', needsMemberId.length, year);
    const clubIds = await reserveIds(db, tx, 'clubIds', needsClubId.length, year);
    memberIds.commit();
    clubIds.commit();
    const newMemberId = new Map(needsMemberId.map((record, i) => [record, memberIds.ids[i]]));
    const newClubId = new Map(needsClubId.map((plan, i) => [plan.record, clubIds.ids[i]]));

    // Reads end here; from now on only writes.
    const stored: StoredItem[] = [];
    const receipt: ReceiptLine[] = [];
    for (const { item, record, tier, outcome, newExpiresAt } of plans) {
      const { target } = record;
      const before = {
        previousStatus: target.status,
        previousExpiresAt: target.expiresAt,
        previousTier: target.tier,
      };
      const renewal = item.purpose === 'renewal';
      stored.push(
        storedItem({ ...item, tier, outcome, ...before, newExpiresAt: newExpiresAt ?? null }),
      );
      if (outcome === 'paid_not_activated') {
        // Paid while the record cannot take it: keep the money on record for an administrator.
        paymentLog.paidNotActivated(intent.id, target.id, target.status);
        if (!renewal) ws.change(record, { paymentStatus: 'paid', paymentIntentId: intent.id });
      }
      if (!newExpiresAt) continue;
      const memberId = target.memberId ?? newMemberId.get(record) ?? newClubId.get(record) ?? null;
      const coach = coaches.get(item.id);
      const coachMemberId = coach
        ? (coach.target.memberId ?? newMemberId.get(coach) ?? null)
        : null;
      ws.change(record, {
        status: 'active',
        paymentStatus: 'paid',
        memberId,
        paymentIntentId: intent.id,
        paymentFailureReason: null,
        expiresAt: newExpiresAt,
        ...(renewal ? { renewedAt: at } : { activatedAt: at }),
        ...(renewal && item.kind === 'membership' ? { membershipTier: tier } : {}),
        ...(coach && !coach.target.memberId ? { defaultCoachMemberId: coachMemberId } : {}),
      });
      if (coach) {
        stored.push(
          storedItem({
            kind: 'membership',
            id: coach.target.id,
            purpose: item.purpose,
            tier: 'club',
            renewsFrom: null,
            withClub: item.id,
            outcome: renewal ? 'renewed' : 'activated',
            previousStatus: coach.target.status,
            previousExpiresAt: coach.target.expiresAt,
            newExpiresAt,
          }),
        );
        ws.change(coach, {
          status: 'active',
          paymentStatus: 'paid',
          memberId: coachMemberId,
          expiresAt: newExpiresAt,
          ...(renewal ? { renewedAt: at } : { activatedAt: at }),
        });
      }
      receipt.push({ payingFor: target.displayName, memberId, validUntil: newExpiresAt, renewal });
    }

    // What arrived before this success still applies: a refund, then an open or lost dispute.
    const refunded = payment?.status === 'refunded';
    // The member is never charged twice: what another payment had paid is given back.
    const refundCents = refunded
      ? 0
      : plans
          .filter((plan) => plan.outcome === 'already_paid')
          .reduce((sum, plan) => sum + itemAmount({ kind: plan.item.kind, tier: plan.tier }), 0);
    let items = stored;
    if (refunded) applyRefund(ws, items, at);
    else if (payment?.disputeStatus === 'open' || payment?.disputeStatus === 'lost') {
      items = applyDispute(tx, ws, items, payment.disputeStatus, at);
    }
    writePayment(tx, payment, intent, metadata, {
      status: refunded ? 'refunded' : 'completed',
      completedAt: at,
      failureReason: null,
      membershipIds: items.filter((i) => i.kind === 'membership').map((i) => i.id),
      items,
      ...(refundCents > 0 ? { refundDue: true, refundDueCents: refundCents } : {}),
    });
    if (receiptTo && receipt.length > 0 && !refunded) {
      mail.queue(
        tx,
        receiptEmail(receiptTo.language, {
          to: receiptTo.to,
          amount: intent.amount,
          paymentIntentId: intent.id,
          lines: receipt,
        }),
      );
    }
    const standingOf = ws.flush(at);
    const outcomes = plans.map((plan) => plan.outcome);
    const outcome: SettlementOutcome = outcomes.every((o) => o === 'already_paid')
      ? 'already_paid'
      : outcomes.includes('paid_not_activated')
        ? 'paid_not_activated'
        : outcomes.includes('activated')
          ? 'activated'
          : 'renewed';
    return { outcome, standingOf, ...(refundCents > 0 ? { refundCents } : {}) };
  }

  async function failed(intent: IntentSnapshot, tx: Transaction): Promise<Committed> {
    const entryFee = eventEntryOfMetadata(intent.metadata);
    if (entryFee) return entries.failed(tx, intent, entryFee);
    const metadata = metadataOf(intent);
    if (!metadata) return rejected('the intent carries no membership or club metadata');
    const payment = (await tx.get(payments.doc(intent.id))).data();
    // A decline that arrives after the payment went through (or was refunded) is old news.
    if (payment?.completedAt || payment?.status === 'refunded') return { outcome: 'stale_ignored' };
    const ws = recordWorkspace(db, tx);
    const records: (LoadedRecord | null)[] = [];
    for (const item of metadata.items) records.push(await ws.load(item.kind, item.id));
    const mismatch = mismatchOf(intent, metadata, records);
    if (mismatch) return rejected(mismatch);
    // Only a first payment's decline shows on the record: a renewing record stays paid.
    const declined = metadata.items
      .map((item, index) => ({ item, record: records[index] as LoadedRecord }))
      .filter(
        ({ item, record }) => item.purpose === 'first' && record.target.paymentStatus !== 'paid',
      );
    if (declined.length === 0 && metadata.items.every((item) => item.purpose === 'first')) {
      return { outcome: 'stale_ignored' };
    }
    const reason = intent.failureReason ?? 'The payment failed.';
    for (const { record } of declined) {
      ws.change(record, { paymentStatus: 'failed', paymentFailureReason: reason });
    }
    writePayment(tx, payment, intent, metadata, { status: 'failed', failureReason: reason });
    ws.flush(now());
    return { outcome: 'failure_recorded' };
  }

  /** Loads the records a stored payment's items name (all reads of the transaction). */
  async function loadItems(ws: RecordWorkspace, items: StoredItem[]) {
    for (const item of items) await ws.load(item.kind, item.id);
  }

  async function refunded(refund: RefundSnapshot, tx: Transaction): Promise<Committed> {
    if (!refund.paymentIntentId) return rejected('the charge belongs to no payment intent');
    const paymentRef = payments.doc(refund.paymentIntentId);
    const payment = (await tx.get(paymentRef)).data();
    if (!payment) return rejected('no payment of ours has this payment intent');
    const at = now();
    if (!refund.fullyRefunded) {
      tx.update(paymentRef, { amountRefunded: refund.amountRefunded, updatedAt: at });
      return { outcome: 'partially_refunded' };
    }
    if (payment.status === 'refunded') return { outcome: 'stale_ignored' };
    if (payment.kind === 'event_entry') return entries.refunded(tx, paymentRef, payment, refund);
    const items = storedItemsOf(payment);
    const ws = recordWorkspace(db, tx);
    // Before the success arrives nothing was given; the success applies the refund then.
    if (payment.completedAt) {
      await loadItems(ws, items);
      applyRefund(ws, items, at);
    }
    tx.update(paymentRef, {
      status: 'refunded',
      amountRefunded: refund.amountRefunded,
      refundedAt: at,
      updatedAt: at,
    });
    return { outcome: 'refunded', standingOf: ws.flush(at) };
  }

  async function disputed(
    dispute: DisputeSnapshot,
    closed: boolean,
    tx: Transaction,
  ): Promise<Committed> {
    if (!dispute.paymentIntentId) return rejected('the dispute belongs to no payment intent');
    const paymentRef = payments.doc(dispute.paymentIntentId);
    const payment = (await tx.get(paymentRef)).data();
    const known = payment?.disputeId === dispute.id ? payment.disputeStatus : null;
    // A close that came first stands: the late 'created' of the same dispute changes nothing.
    const status: DisputeStatus = closed
      ? dispute.status === 'lost'
        ? 'lost'
        : 'won'
      : known === 'won' || known === 'lost'
        ? known
        : 'open';
    if (payment?.kind === 'event_entry') {
      return entries.disputed(tx, paymentRef, payment, dispute, status);
    }
    const at = now();
    const ws = recordWorkspace(db, tx);
    let items = payment ? storedItemsOf(payment) : [];
    // Records follow only a settled payment that was not refunded; otherwise the success or
    // the refund, whichever comes, reads the dispute status from the payment.
    const effective = Boolean(payment?.completedAt) && payment?.status !== 'refunded';
    if (effective) {
      await loadItems(ws, items);
      items = applyDispute(tx, ws, items, status, at);
    }
    tx.set(
      paymentRef,
      {
        disputeStatus: status,
        disputeId: dispute.id,
        ...(effective ? { items } : {}),
        updatedAt: at,
      },
      { merge: true },
    );
    const outcome = status === 'open' ? 'dispute_opened' : (`dispute_${status}` as const);
    return { outcome, standingOf: ws.flush(at) };
  }

  /**
   * Refunds, through Stripe, an entry fee paid after its place went: once the settlement has
   * committed (never inside a transaction), with a key that makes a repeat ask for nothing
   * more. A refund that fails stays owed on the payment (refundDue) and is asked for again by
   * the next settlement of the intent or the daily job. True once Stripe accepted it.
   */
  async function refundUnplacedFee(intentId: string): Promise<boolean> {
    if (!refunds) {
      paymentLog.refundFailed(intentId, new Error('no refund gateway configured'));
      return false;
    }
    try {
      const { amountRefunded } = await refunds.refundIntent(intentId, `unplaced-${intentId}`);
      await run(null, 'refund', intentId, (tx) =>
        entries.refundRequested(tx, intentId, amountRefunded),
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
    const paymentRef = payments.doc(intentId);
    const payment = (await tx.get(paymentRef)).data();
    if (!payment || payment.refundDue !== true) return { outcome: 'stale_ignored' };
    const ws = recordWorkspace(db, tx);
    const payingFor: string[] = [];
    for (const item of storedItemsOf(payment)) {
      if (item.outcome !== 'already_paid') continue;
      const record = await ws.load(item.kind, item.id);
      payingFor.push(record?.target.displayName || item.id);
    }
    const at = now();
    tx.update(paymentRef, { refundDue: false, refundRequestedAt: at, updatedAt: at });
    if (to) {
      mail.queue(
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

  /**
   * Refunds, through Stripe, the part of a dues payment that paid for what was already paid:
   * once the settlement has committed, with a key that makes a repeat ask for nothing more. A
   * refund that fails stays owed (refundDue) and is asked for again by the next settlement or
   * the daily job. True once Stripe accepted it.
   */
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
      await run(null, 'refund', intentId, (tx) =>
        paidTwiceRefunded(tx, intentId, amountRefunded, to),
      );
      return true;
    } catch (err) {
      paymentLog.refundFailed(intentId, err);
      return false;
    }
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
      // Looked up before the transaction, not while it holds the records and the ID counter.
      // The payer named in the metadata is the owner, or the transaction refuses the intent;
      // never an address nobody verified (a typed-in contact, an unverified sign-up).
      const payer = metadataOf(intent)?.accountUid;
      const receiptTo = payer ? await addresseeOf(payer) : null;
      const settlement = await run(eventId, 'payment_intent.succeeded', intent.id, (tx) =>
        succeeded(intent, tx, receiptTo),
      ).then(logged(eventId, intent.id));
      if (settlement.refundDue) await refundUnplacedFee(intent.id);
      if (settlement.refundCents)
        await refundPaidTwice(intent.id, settlement.refundCents, receiptTo);
      return settlement;
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
    /**
     * Asks Stripe again for what a payment still owes back (refundDue), with the key of the
     * first attempt, and records and mails it as that attempt would have. The daily job's
     * retry; true once Stripe accepted it, false while it stays owed.
     */
    async refundOwed(intentId: string): Promise<boolean> {
      const payment = (await payments.doc(intentId).get()).data();
      if (payment?.refundDue !== true) return false;
      if (payment.kind === 'event_entry') return refundUnplacedFee(intentId);
      if (typeof payment.refundDueCents !== 'number') return false;
      const to = await addresseeOf(String(payment.accountUid));
      return refundPaidTwice(intentId, payment.refundDueCents, to);
    },
    /** charge.dispute.created (closed false) and charge.dispute.closed (closed true). */
    disputed(dispute: DisputeSnapshot, closed: boolean, eventId: string) {
      const type = closed ? 'charge.dispute.closed' : 'charge.dispute.created';
      return run(eventId, type, dispute.paymentIntentId, (tx) =>
        disputed(dispute, closed, tx),
      ).then(logged(eventId, dispute.paymentIntentId));
    },
  };
}

export type PaymentSettlement = ReturnType<typeof paymentSettlement>;
