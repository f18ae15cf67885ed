import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  Firestore,
  FirestoreDataConverter,
  Transaction,
} from 'firebase-admin/firestore';

import { isOneOf, TIERS, type Tier } from '../../domain/enums';
import {
  eventEntryPaymentOf,
  paymentPurposeOf,
  type EventEntryPayment,
  type ItemPurpose,
  type PaymentPurpose,
} from '../../domain/payment-items';
import {
  PAYMENT_METHOD,
  PAYMENT_PROVIDER,
  type TransactionStatus,
} from '../../domain/transactions';
import type { IntentKind, IntentSnapshot, PaymentKind } from '../../payments/payment-gateway';
import { CONTENDED, inTurn, retryClosedTransaction } from '../contention';
import { dateOf, dateOrNull } from '../dates';

// payments/{paymentIntentId}: one document per Stripe payment intent, keyed by its id so
// every writer (the intent's opening, the webhook, confirm-payment) lands on the same one.
// This module alone reads and writes its shape.

export type DisputeStatus = 'open' | 'won' | 'lost';

export type ItemOutcome = 'activated' | 'renewed' | 'already_paid' | 'paid_not_activated';

/** items[]: one record the payment paid for, and what it did to it. */
export interface StoredItem {
  kind: PaymentKind;
  id: string;
  purpose: ItemPurpose;
  tier: Tier;
  renewsFrom: Date | null;
  /** Set for a club's coach membership: the club whose fee paid it. */
  withClub: string | null;
  outcome: ItemOutcome | null;
  previousStatus: string | null;
  previousExpiresAt: Date | null;
  /** The record's tier before: a refund of a renewal that changed the tier puts it back. */
  previousTier: Tier | null;
  newExpiresAt: Date | null;
  /** The status a dispute suspended, and when (a later change by anyone else is theirs). */
  statusBeforeDispute: string | null;
  suspendedAt: Date | null;
}

/** A stored payment, as the API lists it. */
export interface StoredPayment {
  id: string;
  kind: IntentKind;
  purpose: PaymentPurpose;
  accountUid: string | null;
  membershipId: string | null;
  membershipIds: string[];
  clubId: string | null;
  disputeStatus: DisputeStatus | null;
  status: TransactionStatus;
  amount: number;
  currency: string;
  paymentMethod: string;
  paymentProvider: string;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
  failureReason: string | null;
  /** An entry fee's event and entrant; null for dues. */
  eventEntry: EventEntryPayment | null;
}

const KINDS = ['membership', 'club', 'household'] as const;
const PURPOSES = ['first', 'renewal', 'household'] as const;
const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;
const OUTCOMES = ['activated', 'renewed', 'already_paid', 'paid_not_activated'] as const;

export const paymentsCollection = (db: Firestore): CollectionReference => db.collection('payments');

export function storedItem(
  fields: Pick<StoredItem, 'kind' | 'id' | 'purpose' | 'tier' | 'renewsFrom'> & Partial<StoredItem>,
): StoredItem {
  return {
    withClub: null,
    outcome: null,
    previousStatus: null,
    previousExpiresAt: null,
    previousTier: null,
    newExpiresAt: null,
    statusBeforeDispute: null,
    suspendedAt: null,
    ...fields,
  };
}

/** The items of a stored payment; a payment from before items paid one record's first year. */
export function storedItemsOf(payment: DocumentData): StoredItem[] {
  if (Array.isArray(payment.items)) {
    return payment.items.map((raw: DocumentData) =>
      storedItem({
        kind: raw.kind === 'club' ? 'club' : 'membership',
        id: String(raw.id),
        purpose: raw.purpose === 'renewal' ? 'renewal' : 'first',
        tier: isOneOf(TIERS, raw.tier) ? raw.tier : 'basic',
        renewsFrom: dateOrNull(raw.renewsFrom),
        withClub: typeof raw.withClub === 'string' ? raw.withClub : null,
        outcome: isOneOf(OUTCOMES, raw.outcome) ? raw.outcome : null,
        previousStatus: typeof raw.previousStatus === 'string' ? raw.previousStatus : null,
        previousExpiresAt: dateOrNull(raw.previousExpiresAt),
        previousTier: isOneOf(TIERS, raw.previousTier) ? raw.previousTier : null,
        newExpiresAt: dateOrNull(raw.newExpiresAt),
        statusBeforeDispute:
          typeof raw.statusBeforeDispute === 'string' ? raw.statusBeforeDispute : null,
        suspendedAt: dateOrNull(raw.suspendedAt),
      }),
    );
  }
  const kind: PaymentKind = payment.kind === 'club' ? 'club' : 'membership';
  const id = kind === 'club' ? payment.clubId : payment.membershipId;
  if (typeof id !== 'string') return [];
  return [
    storedItem({
      kind,
      id,
      purpose: 'first',
      tier: kind === 'club' ? 'club' : 'basic',
      renewsFrom: null,
      outcome: payment.completedAt ? 'activated' : null,
    }),
  ];
}

export function storedPaymentOf(id: string, data: DocumentData): StoredPayment {
  const membershipId = data.membershipId ?? null;
  return {
    id,
    kind: isOneOf(KINDS, data.kind) ? data.kind : 'membership',
    // Payments from before renewals were all first payments of one record.
    purpose: isOneOf(PURPOSES, data.purpose) ? data.purpose : 'first',
    accountUid: typeof data.accountUid === 'string' ? data.accountUid : null,
    membershipId,
    membershipIds: Array.isArray(data.membershipIds)
      ? data.membershipIds.map(String)
      : membershipId
        ? [membershipId]
        : [],
    clubId: data.clubId ?? null,
    disputeStatus: isOneOf(DISPUTE_STATUSES, data.disputeStatus) ? data.disputeStatus : null,
    status: data.status,
    amount: data.amount,
    currency: data.currency,
    paymentMethod: data.paymentMethod,
    paymentProvider: data.paymentProvider,
    createdAt: dateOf(data.createdAt),
    updatedAt: dateOf(data.updatedAt),
    completedAt: dateOrNull(data.completedAt),
    failureReason: data.failureReason ?? null,
    eventEntry: eventEntryPaymentOf(data),
  };
}

/** For queries that list payments: documents read as StoredPayment. Writes use writePayment. */
export const paymentConverter: FirestoreDataConverter<StoredPayment> = {
  toFirestore: (payment) => payment as unknown as DocumentData,
  fromFirestore: (snapshot) => storedPaymentOf(snapshot.id, snapshot.data()),
};

/** What a payment is for: fixed when its document is first written. */
export type PaymentOpening = DocumentData & { accountUid: string; kind: string };

/** Dues for one or more memberships or clubs. */
export function duesOpening(
  accountUid: string,
  kind: IntentKind,
  items: { kind: PaymentKind; id: string; purpose: ItemPurpose }[],
): PaymentOpening {
  const single = items.length === 1 ? items[0] : undefined;
  return {
    accountUid,
    kind,
    purpose: paymentPurposeOf(items),
    membershipId: single?.kind === 'membership' ? single.id : null,
    clubId: single?.kind === 'club' ? single.id : null,
    membershipIds: items.filter((i) => i.kind === 'membership').map((i) => i.id),
  };
}

/** An event entry's fee. */
export function entryOpening(
  accountUid: string,
  entryId: string,
  eventId: string | null,
  membershipId: string | null,
): PaymentOpening {
  return {
    accountUid,
    kind: 'event_entry',
    purpose: 'event_entry',
    eventEntryId: entryId,
    eventId,
    entryMembershipId: membershipId,
    // Not a membership's dues: the payments tab's per-membership history leaves it out.
    membershipId: null,
    clubId: null,
    membershipIds: [],
    items: [],
  };
}

/**
 * Writes payments/{intent.id}: its fixed fields once, by whoever comes first (the intent's
 * opening, its success or decline), then the changes. A dispute may have opened the document
 * before the payment was known; its dispute fields stay.
 */
export function writePayment(
  tx: Transaction,
  db: Firestore,
  existing: DocumentData | undefined,
  intent: IntentSnapshot,
  opening: PaymentOpening,
  changes: DocumentData,
  at: Date,
) {
  tx.set(
    paymentsCollection(db).doc(intent.id),
    {
      ...(existing?.createdAt
        ? {}
        : {
            ...opening,
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
            disputeStatus: existing?.disputeStatus ?? null,
            disputeId: existing?.disputeId ?? null,
          }),
      ...changes,
      updatedAt: at,
    },
    { merge: true },
  );
}

/**
 * An intent opened (or reused) for the records `holders` names: each remembers it, so the
 * next call finds it, and its pending payment opens unless anything already wrote one.
 * Calls recording one intent take turns in an instance: a burst of them (a Pay button
 * pressed many times) otherwise all read the payment, all wait on each other's locks and
 * time out together.
 */
export function recordOpenIntent(
  db: Firestore,
  intent: IntentSnapshot,
  opening: PaymentOpening,
  holders: DocumentReference[],
  at: Date,
  pending: DocumentData = {},
): Promise<void> {
  return inTurn(`payments/${intent.id}`, () =>
    retryClosedTransaction(() =>
      db.runTransaction(async (tx) => {
        const existing = (await tx.get(paymentsCollection(db).doc(intent.id))).data();
        for (const holder of holders) {
          tx.update(holder, { paymentIntentId: intent.id, updatedAt: at });
        }
        if (existing?.createdAt) return;
        writePayment(tx, db, existing, intent, opening, { status: 'pending', ...pending }, at);
      }, CONTENDED),
    ),
  );
}
