import type { Firestore } from 'firebase-admin/firestore';

import { auditLog } from '../../audit/audit-log';
import { entryDecision } from '../../domain/events/entry-eligibility';
import {
  heldStatus,
  placeFor,
  refundsOnWithdrawal,
  type EntryStatus,
} from '../../domain/events/event-entries';
import { rosterSearchTokens } from '../../domain/events/event-roster';
import { certificationRecordsOf } from '../../firestore/collections/certifications';
import {
  readEvent,
  readEventIn,
  readEvents,
  writeEntryCounts,
  type StoredEvent,
} from '../../firestore/collections/events';
import {
  householdMembershipsOf,
  readHouseholdMembershipIn,
  type HouseholdMembership,
} from '../../firestore/collections/membership-views';
import { entryOpening, recordOpenIntent } from '../../firestore/collections/payments';
import { prepareWithdrawal, queueEntryMail } from '../../firestore/entry-withdrawal';
import {
  entryIdOf,
  eventEntryRules,
  entryRecipient,
  isEnterable,
  storedEntryOf,
  type StoredEntry,
} from '../../firestore/event-entry-records';
import { recordWithdrawalRefund } from '../../firestore/withdrawal-refund';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { IntentSnapshot } from '../../payments/payment-gateway';
import { AppError } from '../errors/app-error';

import { entrantOn } from './event-entry.model';

// 50 members entering the last places at once all take the one event document: let them queue.
const ENTRY_ATTEMPTS = { maxAttempts: 60 };

/** eventEntries and the event's entryCounts, always changed together in one transaction. */
export function eventEntriesRepository(db: Firestore, outbox: MailOutbox) {
  const entries = db.collection('eventEntries');
  const audit = auditLog(db);

  return {
    getEvent: (id: string): Promise<StoredEvent | null> => readEvent(db, id),

    async getEntry(id: string): Promise<StoredEntry | null> {
      const data = (await entries.doc(id).get()).data();
      return data ? storedEntryOf(id, data) : null;
    },

    /** The memberships the account holds or registered (children), not deleted. */
    async householdMemberships(accountUid: string): Promise<HouseholdMembership[]> {
      return (await householdMembershipsOf(db, accountUid)).filter((m) => !m.entrant.deletedAt);
    },

    /** The live certifications of these memberships (a coach's entry needs some). */
    certificationsOf: (membershipIds: readonly string[]) =>
      certificationRecordsOf(db, membershipIds),

    async entriesOfAccount(accountUid: string): Promise<StoredEntry[]> {
      const snapshot = await entries.where('accountUid', '==', accountUid).get();
      return snapshot.docs.map((doc) => storedEntryOf(doc.id, doc.data()));
    },

    eventsById: (ids: string[]): Promise<Map<string, StoredEvent>> => readEvents(db, ids),

    /**
     * Enters a membership: in one transaction, re-reads the event, the membership and any
     * entry, recomputes eligibility and the fee, and takes a place (or a waiting-list spot)
     * against entryCounts, so the last place is never given twice.
     */
    async enter(eventId: string, membershipId: string, accountUid: string, now: () => Date) {
      return db.runTransaction(async (tx) => {
        const entryRef = entries.doc(entryIdOf(eventId, membershipId));
        const [event, membership, entrySnap, certifications] = await Promise.all([
          readEventIn(tx, db, eventId),
          readHouseholdMembershipIn(tx, db, membershipId),
          tx.get(entryRef),
          certificationRecordsOf(db, [membershipId], tx),
        ]);
        const held = certifications.get(membershipId) ?? [];
        if (!isEnterable(event)) throw AppError.notFound('eventEntry.eventNotFound');
        if (!membership || membership.entrant.deletedAt) {
          throw AppError.notFound('notFound.membership');
        }
        if (membership.accountUid !== accountUid) throw AppError.forbidden();
        const existing = entrySnap.data();
        if (existing && existing.status !== 'withdrawn') {
          throw AppError.conflict('DUPLICATE_RESOURCE', 'eventEntry.exists');
        }
        const at = now();
        const decision = entryDecision(
          eventEntryRules(event),
          entrantOn(membership, event.date, held),
          at,
        );
        if (!decision.eligible) {
          const onlyCertifications = decision.reasons.every(
            (reason) => reason.code === 'certification_required',
          );
          throw AppError.badRequest(
            onlyCertifications ? 'eventEntry.coachCertifications' : 'eventEntry.notEligible',
          );
        }
        const recipient = await entryRecipient(db, tx, accountUid);

        // Reads end here.
        const counts = { ...event.entryCounts };
        const place = placeFor(event.entry.capacity, counts);
        const status: EntryStatus = place === 'place' ? heldStatus(decision.feeCents) : 'waiting';
        if (place === 'place') counts.entered += 1;
        else counts.waiting += 1;
        const entrant = entrantOn(membership, event.date, held);
        const data = {
          eventId,
          membershipId,
          accountUid,
          status,
          feeCents: decision.feeCents,
          paymentIntentId: null,
          paymentStatus: decision.feeCents > 0 ? 'pending' : 'none',
          createdAt: at,
          updatedAt: at,
          withdrawnAt: null,
          offeredAt: null,
          firstName: membership.firstName,
          lastName: membership.lastName,
          memberId: membership.memberId,
          clubName: membership.clubName,
          division: entrant.division,
          beltRank: entrant.beltRank,
          role: entrant.role,
          tier: entrant.tier,
          // The roster's search: names and member ID.
          searchTokens: rosterSearchTokens(membership),
        };
        tx.set(entryRef, data);
        writeEntryCounts(tx, db, eventId, counts);
        if (status === 'entered')
          queueEntryMail(outbox, tx, recipient, 'entered', event, data, data.feeCents);
        if (status === 'waiting')
          queueEntryMail(outbox, tx, recipient, 'waiting', event, data, data.feeCents);
        return { entry: storedEntryOf(entryRef.id, data), event };
      }, ENTRY_ATTEMPTS);
    },

    /** The event's held and offered places (equality filters only: no composite index). */
    async unpaidHolds(eventId: string): Promise<StoredEntry[]> {
      const snapshot = await entries
        .where('eventId', '==', eventId)
        .where('status', 'in', ['pending_payment', 'offered'])
        .get();
      return snapshot.docs.map((doc) => storedEntryOf(doc.id, doc.data()));
    },

    /**
     * Remembers the entry's open intent and opens its pending payment, so whatever Stripe
     * sends first about it (a refund, a dispute) finds the payment an entry fee's.
     */
    setPaymentIntent(entry: StoredEntry, intent: IntentSnapshot, at: Date) {
      const opening = entryOpening(entry.accountUid, entry.id, entry.eventId, entry.membershipId);
      return recordOpenIntent(db, intent, opening, [entries.doc(entry.id)], at);
    },

    /**
     * Withdraws an entry: frees its place (or waiting spot) and offers a freed place to the
     * first entry waiting, which is entered at once when it has no fee to pay. A paid fee the
     * event refunds is marked owed (refundDue) in the same transaction, and refunded from that
     * mark: a withdrawal that does not commit refunds nothing.
     */
    async withdraw(
      entryId: string,
      check: (entry: StoredEntry, event: StoredEvent) => void,
      now: () => Date,
      {
        reason = 'withdrawn',
        actorUid = null,
      }: {
        /** 'released': an unpaid hold that ran out, not the member's own withdrawal. */
        reason?: 'withdrawn' | 'released';
        /** An administrator withdrawing someone else's entry: audited. */
        actorUid?: string | null;
      } = {},
    ) {
      return db.runTransaction(async (tx) => {
        const entryRef = entries.doc(entryId);
        const entryData = (await tx.get(entryRef)).data();
        if (!entryData) throw AppError.notFound('eventEntry.notFound');
        const entry = storedEntryOf(entryId, entryData);
        const event = await readEventIn(tx, db, entry.eventId);
        if (!event) throw AppError.notFound('eventEntry.eventNotFound');
        check(entry, event);
        const withdrawal = await prepareWithdrawal(db, tx, entry, event);

        // Reads end here.
        const at = now();
        const refundDue =
          reason === 'withdrawn' &&
          entry.paymentIntentId !== null &&
          event.entry !== null &&
          refundsOnWithdrawal(event.entry, entry.paymentStatus);
        const { offered } = withdrawal.apply({
          at,
          mail: outbox,
          changes: {
            ...(refundDue ? { refundDue: true } : {}),
            ...(reason === 'released' ? { releasedAt: at } : {}),
          },
          email: { kind: reason, amountCents: refundDue ? entry.feeCents : 0 },
        });
        if (actorUid) {
          audit.record(tx, {
            actorUid,
            at,
            collection: 'eventEntries',
            recordId: entryId,
            action: 'withdraw',
            changedFields: ['status', 'withdrawnAt', ...(refundDue ? ['refundDue'] : [])],
          });
        }
        const withdrawn: StoredEntry = {
          ...entry,
          status: 'withdrawn',
          withdrawnAt: at,
          refundDue,
        };
        return { entry: withdrawn, offered };
      }, ENTRY_ATTEMPTS);
    },

    /** After Stripe accepted a withdrawal's refund (see recordWithdrawalRefund). */
    async refunded(entryId: string, paymentIntentId: string, at: Date, actorUid: string | null) {
      const entry = await recordWithdrawalRefund(db, entryId, paymentIntentId, at, actorUid);
      if (!entry) throw AppError.notFound('eventEntry.notFound');
      return entry;
    },
  };
}

export type EventEntriesRepository = ReturnType<typeof eventEntriesRepository>;
