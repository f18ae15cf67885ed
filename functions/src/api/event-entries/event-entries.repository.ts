import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';

import { entryDecision } from '../../domain/events/entry-eligibility';
import {
  PLACE_HOLDING,
  heldStatus,
  placeFor,
  type EntryCounts,
  type EntryStatus,
} from '../../domain/events/event-entries';
import { rosterSearchTokens } from '../../domain/events/event-roster';
import {
  entryIdOf,
  eventEntryRules,
  entryRecipient,
  eventTitleIn,
  isEnterable,
  storedEntryOf,
  storedEventOf,
  type StoredEntry,
  type StoredEvent,
} from '../../firestore/event-entry-records';
import { eventEntryEmail, type EntryEmailKind } from '../../mail/event-entry-emails';
import type { MailOutbox } from '../../mail/mail-outbox';
import { AppError } from '../errors/app-error';

import { entrantOn, householdMembershipOf, type HouseholdMembership } from './event-entry.model';

// 50 members entering the last places at once all take the one event document: let them queue.
const ENTRY_ATTEMPTS = { maxAttempts: 60 };

type Recipient = Awaited<ReturnType<typeof entryRecipient>>;

/** eventEntries and the event's entryCounts, always changed together in one transaction. */
export function eventEntriesRepository(db: Firestore, outbox: MailOutbox) {
  const events = db.collection('events');
  const entries = db.collection('eventEntries');
  const memberships = db.collection('memberships');

  function queueMail(
    tx: Transaction,
    recipient: Recipient,
    kind: EntryEmailKind,
    event: StoredEvent,
    entry: Pick<StoredEntry, 'firstName' | 'lastName'>,
    amountCents: number,
  ) {
    if (!recipient) return;
    outbox.queue(
      tx,
      eventEntryEmail(recipient.language, {
        to: recipient.to,
        kind,
        name: `${entry.firstName} ${entry.lastName}`.trim(),
        eventTitle: eventTitleIn(event, recipient.language),
        eventDate: event.date,
        amountCents,
      }),
    );
  }

  const countsUpdate = (counts: EntryCounts) => ({
    'entryCounts.entered': Math.max(0, counts.entered),
    'entryCounts.waiting': Math.max(0, counts.waiting),
  });

  return {
    async getEvent(id: string): Promise<StoredEvent | null> {
      const snapshot = await events.doc(id).get();
      const data = snapshot.data();
      return data ? storedEventOf(id, data) : null;
    },

    async getEntry(id: string): Promise<StoredEntry | null> {
      const data = (await entries.doc(id).get()).data();
      return data ? storedEntryOf(id, data) : null;
    },

    /** The memberships the account holds or registered (children), not deleted. */
    async householdMemberships(accountUid: string): Promise<HouseholdMembership[]> {
      const snapshot = await memberships.where('accountUid', '==', accountUid).get();
      return snapshot.docs
        .map((doc) => householdMembershipOf(doc.id, doc.data()))
        .filter((m) => !m.entrant.deletedAt);
    },

    async entriesOfAccount(accountUid: string): Promise<StoredEntry[]> {
      const snapshot = await entries.where('accountUid', '==', accountUid).get();
      return snapshot.docs.map((doc) => storedEntryOf(doc.id, doc.data()));
    },

    async eventsById(ids: string[]): Promise<Map<string, StoredEvent>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const snapshots = await db.getAll(...unique.map((id) => events.doc(id)));
      return new Map(
        snapshots
          .filter((s) => s.exists)
          .map((s) => [s.id, storedEventOf(s.id, s.data() as DocumentData)]),
      );
    },

    /**
     * Enters a membership: in one transaction, re-reads the event, the membership and any
     * entry, recomputes eligibility and the fee, and takes a place (or a waiting-list spot)
     * against entryCounts, so the last place is never given twice.
     */
    async enter(eventId: string, membershipId: string, accountUid: string, now: () => Date) {
      return db.runTransaction(async (tx) => {
        const eventRef = events.doc(eventId);
        const entryRef = entries.doc(entryIdOf(eventId, membershipId));
        const [eventSnap, membershipSnap, entrySnap] = await Promise.all([
          tx.get(eventRef),
          tx.get(memberships.doc(membershipId)),
          tx.get(entryRef),
        ]);
        const eventData = eventSnap.data();
        const event = eventData ? storedEventOf(eventId, eventData) : null;
        if (!isEnterable(event)) throw AppError.notFound('eventEntry.eventNotFound');
        const membershipData = membershipSnap.data();
        const membership = membershipData
          ? householdMembershipOf(membershipId, membershipData)
          : null;
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
          entrantOn(membership, event.date),
          at,
        );
        if (!decision.eligible) throw AppError.badRequest('eventEntry.notEligible');
        const recipient = await entryRecipient(db, tx, accountUid);

        // Reads end here.
        const counts = { ...event.entryCounts };
        const place = placeFor(event.entry.capacity, counts);
        const status: EntryStatus = place === 'place' ? heldStatus(decision.feeCents) : 'waiting';
        if (place === 'place') counts.entered += 1;
        else counts.waiting += 1;
        const entrant = entrantOn(membership, event.date);
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
        tx.update(eventRef, countsUpdate(counts));
        if (status === 'entered') queueMail(tx, recipient, 'entered', event, data, data.feeCents);
        if (status === 'waiting') queueMail(tx, recipient, 'waiting', event, data, data.feeCents);
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

    async setPaymentIntent(entryId: string, paymentIntentId: string, at: Date) {
      await entries.doc(entryId).update({ paymentIntentId, updatedAt: at });
    },

    /**
     * Withdraws an entry: frees its place (or waiting spot) and offers a freed place to the
     * first entry waiting, which is entered at once when it has no fee to pay.
     */
    async withdraw(
      entryId: string,
      check: (entry: StoredEntry, event: StoredEvent) => void,
      refundedCents: number,
      now: () => Date,
      /** 'released': an unpaid hold that ran out, not the member's own withdrawal. */
      reason: 'withdrawn' | 'released' = 'withdrawn',
    ) {
      return db.runTransaction(async (tx) => {
        const entryRef = entries.doc(entryId);
        const entryData = (await tx.get(entryRef)).data();
        if (!entryData) throw AppError.notFound('eventEntry.notFound');
        const entry = storedEntryOf(entryId, entryData);
        const eventRef = events.doc(entry.eventId);
        const eventData = (await tx.get(eventRef)).data();
        if (!eventData) throw AppError.notFound('eventEntry.eventNotFound');
        const event = storedEventOf(entry.eventId, eventData);
        check(entry, event);
        const freesPlace = PLACE_HOLDING.includes(entry.status);
        const waitingSnap = freesPlace
          ? await tx.get(
              entries
                .where('eventId', '==', entry.eventId)
                .where('status', '==', 'waiting')
                .orderBy('createdAt', 'asc')
                .limit(1),
            )
          : null;
        const next = waitingSnap?.docs[0]
          ? storedEntryOf(waitingSnap.docs[0].id, waitingSnap.docs[0].data())
          : null;
        const recipient = await entryRecipient(db, tx, entry.accountUid);
        const nextRecipient = next ? await entryRecipient(db, tx, next.accountUid) : null;

        // Reads end here.
        const at = now();
        const counts = { ...event.entryCounts };
        if (freesPlace) counts.entered -= 1;
        else counts.waiting -= 1;
        const refunded = refundedCents > 0;
        tx.update(entryRef, {
          status: 'withdrawn',
          withdrawnAt: at,
          updatedAt: at,
          ...(refunded ? { paymentStatus: 'refunded', refundedAt: at } : {}),
          ...(reason === 'released' ? { releasedAt: at } : {}),
        });
        queueMail(tx, recipient, reason, event, entry, refundedCents);
        let offered: StoredEntry | null = null;
        if (next) {
          counts.waiting -= 1;
          counts.entered += 1;
          const status = next.feeCents > 0 ? 'offered' : 'entered';
          tx.update(entries.doc(next.id), { status, offeredAt: at, updatedAt: at });
          queueMail(tx, nextRecipient, 'offered', event, next, next.feeCents);
          offered = { ...next, status, offeredAt: at };
        }
        tx.update(eventRef, countsUpdate(counts));
        const withdrawn: StoredEntry = {
          ...entry,
          status: 'withdrawn',
          withdrawnAt: at,
          paymentStatus: refunded ? 'refunded' : entry.paymentStatus,
        };
        return { entry: withdrawn, offered };
      }, ENTRY_ATTEMPTS);
    },
  };
}

export type EventEntriesRepository = ReturnType<typeof eventEntriesRepository>;
