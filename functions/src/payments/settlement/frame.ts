import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';

import { auditLog } from '../../audit/audit-log';
import { expiryOf } from '../../domain/retention';
import type { TransactionStatus } from '../../domain/transactions';
import {
  duesOpening,
  paymentsCollection,
  writePayment as writeStoredPayment,
  type StoredItem,
} from '../../firestore/collections/payments';
import { inTurn } from '../../firestore/contention';
import { mailOutbox } from '../../mail/mail-outbox';
import { eventEntrySettlement } from '../event-entry-settlement';
import type { IntentMetadata, IntentSnapshot, PaymentGateway } from '../payment-gateway';
import { paymentLog } from '../payment-log';
import type { RecordWorkspace } from '../payment-records';

// The frame every settlement runs in: one Firestore transaction that skips an event already
// recorded, records the event with its outcome, and afterwards refreshes the standing of
// the accounts the settlement touched. Each event kind supplies only the work inside it.

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
export interface Committed extends Settlement {
  standingOf?: string[];
}

export interface SettlementOptions {
  /** Called after each committed settlement with the uids whose standing may have changed. */
  onStandingChanged?: (uids: string[]) => Promise<void>;
  /** Stripe's refunds, for an entry fee that bought no place; without it such a fee waits. */
  refunds?: Pick<PaymentGateway, 'refundIntent'>;
}

export type { DisputeStatus } from '../../firestore/collections/payments';

// Deliveries of one payment take turns in an instance; those of others queue on the locks.
const MAX_ATTEMPTS = 60;

export const rejected = (reason: string): Settlement => ({ outcome: 'rejected', reason });

/** Loads the records a stored payment's items name (all reads of the transaction). */
export async function loadItems(ws: RecordWorkspace, items: StoredItem[]) {
  for (const item of items) await ws.load(item.kind, item.id);
}

export function settlementFrame(
  db: Firestore,
  now: () => Date,
  onStandingChanged: (uids: string[]) => Promise<void>,
) {
  const payments = paymentsCollection(db);
  const ledger = db.collection('stripeEvents');
  const mail = mailOutbox(db, now);

  /** Runs one settlement's work in its transaction, once per event id. */
  async function run(
    eventId: string | null,
    eventType: string,
    intentId: string | null,
    work: (tx: Transaction) => Promise<Committed>,
  ): Promise<Settlement> {
    const { standingOf = [], ...settlement } = await inTurn(`payments/${intentId ?? eventId}`, () =>
      db.runTransaction(
        async (tx): Promise<Committed> => {
          if (eventId && (await tx.get(ledger.doc(eventId))).exists)
            return { outcome: 'duplicate' };
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
      ),
    );
    if (standingOf.length > 0) {
      // Committed already; the memberships trigger refreshes standing too, so log and go on.
      await onStandingChanged(standingOf).catch((err: unknown) =>
        paymentLog.standingRefreshFailed(intentId, err),
      );
    }
    return settlement;
  }

  /** payments/{intentId}: dues' fixed fields once, then the changes. */
  function writePayment(
    tx: Transaction,
    existing: DocumentData | undefined,
    intent: IntentSnapshot,
    metadata: IntentMetadata,
    changes: { status: TransactionStatus } & DocumentData,
  ) {
    const opening = duesOpening(metadata.accountUid, metadata.kind, metadata.items);
    writeStoredPayment(tx, db, existing, intent, opening, changes, now());
  }

  return {
    db,
    now,
    payments,
    mail,
    audit: auditLog(db),
    entries: eventEntrySettlement(db, now, mail),
    run,
    writePayment,
  };
}

export type SettlementFrame = ReturnType<typeof settlementFrame>;
