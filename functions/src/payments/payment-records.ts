import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';

import { isOneOf, TIERS, type Tier } from '../domain/enums';
import type { ItemPurpose } from '../domain/payment-items';
import { PAYMENT_METHOD, PAYMENT_PROVIDER } from '../domain/transactions';
import { dateOrNull } from '../firestore/dates';

import type { IntentSnapshot, PaymentKind } from './payment-gateway';
import { paymentTargetOf, paymentTargetRef, type PaymentTarget } from './payment-targets';

// The records one payment touches, read once at the start of a settlement transaction
// (Firestore reads before it writes), changed in memory step by step (settle, refund,
// dispute) and written once at the end, so any order of events composes the same way.

export type ItemOutcome = 'activated' | 'renewed' | 'already_paid' | 'paid_not_activated';

/** payments/{intentId}.items[]: one record the payment paid for, and what it did to it. */
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

const OUTCOMES = ['activated', 'renewed', 'already_paid', 'paid_not_activated'] as const;

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

/** A record as loaded, with the changes made to it so far. */
export interface LoadedRecord {
  target: PaymentTarget;
  changes: DocumentData;
}

export function recordWorkspace(db: Firestore, tx: Transaction) {
  const loaded = new Map<string, LoadedRecord | null>();
  const key = (kind: PaymentKind, id: string) => `${kind}/${id}`;

  return {
    async load(kind: PaymentKind, id: string): Promise<LoadedRecord | null> {
      const known = loaded.get(key(kind, id));
      if (known !== undefined) return known;
      const ref = paymentTargetRef(db, kind, id);
      const data = (await tx.get(ref)).data();
      const record = data ? { target: paymentTargetOf(kind, ref, data), changes: {} } : null;
      loaded.set(key(kind, id), record);
      return record;
    },

    get(kind: PaymentKind, id: string): LoadedRecord | null {
      return loaded.get(key(kind, id)) ?? null;
    },

    /** Changes a loaded record in memory; the stored fields and the view move together. */
    change(record: LoadedRecord, fields: DocumentData) {
      Object.assign(record.changes, fields);
      const view = record.target as unknown as Record<string, unknown>;
      for (const [field, value] of Object.entries(fields)) {
        if (field in view) view[field] = value;
      }
    },

    /** Writes every changed record; returns the owners whose standing may have moved. */
    flush(at: Date): string[] {
      const owners = new Set<string>();
      for (const record of loaded.values()) {
        if (!record || Object.keys(record.changes).length === 0) continue;
        tx.update(record.target.ref, { ...record.changes, updatedAt: at });
        if (record.target.ownerUid) owners.add(record.target.ownerUid);
      }
      return [...owners];
    },
  };
}

export type RecordWorkspace = ReturnType<typeof recordWorkspace>;

/**
 * The fields a payment document starts with, whatever it paid for; a dispute that opened the
 * document before the payment was known keeps its dispute fields.
 */
export function newPaymentFields(
  intent: IntentSnapshot,
  existing: DocumentData | undefined,
  at: Date,
) {
  return {
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
  };
}
