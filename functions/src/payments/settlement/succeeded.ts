import type { Transaction } from 'firebase-admin/firestore';

import { membershipExpiry } from '../../domain/active-member';
import { canPayClub, canPayMembership } from '../../domain/payment-eligibility';
import {
  eventEntryOfMetadata,
  itemAmount,
  renewalExpiry,
  renewedSince,
} from '../../domain/payment-items';
import {
  storedItem,
  type ItemOutcome,
  type StoredItem,
} from '../../firestore/collections/payments';
import { issueIds } from '../id-counter';
import { metadataOf, type IntentSnapshot } from '../payment-gateway';
import { paymentLog } from '../payment-log';
import { recordWorkspace, type LoadedRecord } from '../payment-records';
import { receiptEmail, type ReceiptLine } from '../receipt-email';
import type { PaymentMailAddressee } from '../receipt-recipient';

import { applyDispute } from './disputed';
import { rejected, type Committed, type SettlementFrame, type SettlementOutcome } from './frame';
import { mismatchOf, tierOf } from './intent-match';
import { applyRefund } from './refunded';

// payment_intent.succeeded: every item activated or renewed (or kept for an administrator
// when its record cannot take it), member IDs given, the receipt mailed, and a refund or
// dispute that arrived first applied on top.

// An owner's coach membership the club's fee activates or renews: one an administrator
// approved (with the club or on its own), never one still in review or closed.
const COACH_PAYABLE_STATUSES = ['approved', 'active', 'expired'];

function firstPayable(record: LoadedRecord): boolean {
  const { target } = record;
  if (target.deletedAt) return false;
  return target.kind === 'club' ? canPayClub(target) : canPayMembership(target);
}

export async function settleSucceeded(
  frame: SettlementFrame,
  intent: IntentSnapshot,
  tx: Transaction,
  receiptTo: PaymentMailAddressee | null,
): Promise<Committed> {
  const { db } = frame;
  const entryFee = eventEntryOfMetadata(intent.metadata);
  if (entryFee) return frame.entries.succeeded(tx, intent, entryFee);
  const metadata = metadataOf(intent);
  if (!metadata) return rejected('the intent carries no membership or club metadata');
  const paymentRef = frame.payments.doc(intent.id);
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

  const at = frame.now();
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
    if (coach && !coach.target.deletedAt && COACH_PAYABLE_STATUSES.includes(coach.target.status)) {
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
  const memberIds = await issueIds(
    db,
    tx,
    'memberIds',
    needsMemberId.map((record) => record.target.ref),
    year,
  );
  const clubIds = await issueIds(
    db,
    tx,
    'clubIds',
    needsClubId.map((plan) => plan.record.target.ref),
    year,
  );
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
    const coachMemberId = coach ? (coach.target.memberId ?? newMemberId.get(coach) ?? null) : null;
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
    items = applyDispute(frame, tx, ws, items, payment.disputeStatus, at);
  }
  frame.writePayment(tx, payment, intent, metadata, {
    status: refunded ? 'refunded' : 'completed',
    completedAt: at,
    failureReason: null,
    membershipIds: items.filter((i) => i.kind === 'membership').map((i) => i.id),
    items,
    ...(refundCents > 0 ? { refundDue: true, refundDueCents: refundCents } : {}),
  });
  if (receiptTo && receipt.length > 0 && !refunded) {
    frame.mail.queue(
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
