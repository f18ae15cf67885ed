import { entryDecision } from '../../domain/events/entry-eligibility';
import { canWithdraw, holdExpired } from '../../domain/events/event-entries';
import { eventEntryMetadata, eventEntryOfMetadata } from '../../domain/payment-items';
import { CURRENCY } from '../../domain/pricing';
import type {
  EntryCreatedWire,
  EntryOptionsWire,
  HouseholdEntryWire,
} from '../../domain/wire/event-entries';
import type { PaymentIntentWire } from '../../domain/wire/payment-intent';
import type { StoredEvent } from '../../firestore/collections/events';
import {
  entryIdOf,
  eventEntryRules,
  eventStartsAt,
  isEnterable,
  type StoredEntry,
} from '../../firestore/event-entry-records';
import { keyedQueue } from '../../firestore/keyed-queue';
import { withdrawalRefundKey } from '../../firestore/withdrawal-refund';
import { reusableFor, storedIntent } from '../../payments/open-intents';
import {
  IntentNotFound,
  type IntentSnapshot,
  type PaymentGateway,
} from '../../payments/payment-gateway';
import type { PaymentSettlement } from '../../payments/settle-payment';
import type { Caller } from '../auth/caller';
import { AppError } from '../errors/app-error';
import { isoOrNull } from '../shared/iso-date';

import type { EventEntriesRepository } from './event-entries.repository';
import { entryToWire } from './event-entry.mapper';
import { entrantOn } from './event-entry.model';

const PAYABLE = ['pending_payment', 'offered'];

/** The hold changed since it was read (paid, withdrawn): it is not released. */
class HoldTaken extends Error {}

const withdrawable = (entry: StoredEntry, event: StoredEvent, now: Date) =>
  canWithdraw(entry.status, event.entry?.closesAt ?? null, eventStartsAt(event.date), now);

export function eventEntriesService({
  entries,
  gateway,
  settlement,
  now = () => new Date(),
}: {
  entries: EventEntriesRepository;
  gateway: PaymentGateway;
  settlement: PaymentSettlement;
  now?: () => Date;
}) {
  // One event's entries and withdrawals, one at a time in this instance (see keyedQueue).
  const perEvent = keyedQueue();

  async function enterableEvent(eventId: string) {
    const event = await entries.getEvent(eventId);
    if (!isEnterable(event)) throw AppError.notFound('eventEntry.eventNotFound');
    return event;
  }

  async function ownEntry(caller: Caller, entryId: string) {
    const entry = await entries.getEntry(entryId);
    if (!entry) throw AppError.notFound('eventEntry.notFound');
    if (entry.accountUid !== caller.uid && !caller.isAdmin) throw AppError.forbidden();
    return entry;
  }

  /**
   * Releases the event's holds not paid within 30 minutes, so their places go to the waiting
   * list. A hold whose payment went through (or is still processing) is settled or kept.
   */
  async function releaseExpiredHolds(eventId: string) {
    const at = now();
    const expired = (await entries.unpaidHolds(eventId)).filter((e) => holdExpired(e, at));
    for (const hold of expired) {
      if (hold.paymentIntentId) {
        const intent = await gateway.retrieveIntent(hold.paymentIntentId).catch(() => null);
        if (intent?.status === 'succeeded') {
          await settlement.succeeded(intent);
          continue;
        }
        if (intent?.status === 'processing') continue;
      }
      await perEvent(eventId, () =>
        entries.withdraw(
          hold.id,
          (current) => {
            const unchanged =
              current.status === hold.status && current.paymentIntentId === hold.paymentIntentId;
            if (!unchanged || !holdExpired(current, now())) throw new HoldTaken();
          },
          now,
          { reason: 'released' },
        ),
      ).catch((err: unknown) => {
        if (!(err instanceof HoldTaken)) throw err;
      });
    }
  }

  /** The intent paying an entry's fee: the open one it has, or a new one. */
  async function paymentFor(entry: StoredEntry): Promise<PaymentIntentWire> {
    const stored = entry.paymentIntentId
      ? await storedIntent(gateway, entry.paymentIntentId)
      : null;
    const reusable =
      stored &&
      reusableFor(stored, entry.feeCents) &&
      eventEntryOfMetadata(stored.metadata)?.entryId === entry.id
        ? stored
        : null;
    const intent =
      reusable ??
      (await gateway.createIntent({
        amount: entry.feeCents,
        currency: CURRENCY,
        metadata: eventEntryMetadata(entry.accountUid, {
          entryId: entry.id,
          feeCents: entry.feeCents,
        }),
        idempotencyKey: `event_entry-${entry.id}-${entry.createdAt?.getTime() ?? 0}-${entry.paymentIntentId ?? 'none'}`,
      }));
    if (!intent.clientSecret) throw new Error(`Payment intent ${intent.id} has no client secret.`);
    if (intent.id !== entry.paymentIntentId) {
      await entries.setPaymentIntent(entry, intent, now());
    }
    return {
      client_secret: intent.clientSecret,
      payment_intent_id: intent.id,
      amount: intent.amount,
      currency: intent.currency,
    };
  }

  /** Refunds a withdrawn entry's owed fee through Stripe; a repeat asks for nothing more. */
  async function refundWithdrawn(entry: StoredEntry, actorUid: string | null) {
    const intentId = entry.paymentIntentId as string;
    await gateway.refundIntent(intentId, withdrawalRefundKey(entry.id, intentId));
    return entries.refunded(entry.id, intentId, now(), actorUid);
  }

  return {
    /** Each membership of the caller's household: eligible or why not, the fee, any entry. */
    async entryOptions(caller: Caller, eventId: string): Promise<EntryOptionsWire> {
      await enterableEvent(eventId);
      await releaseExpiredHolds(eventId);
      const event = await enterableEvent(eventId);
      const [memberships, own] = await Promise.all([
        entries.householdMemberships(caller.uid),
        entries.entriesOfAccount(caller.uid),
      ]);
      const certifications = await entries.certificationsOf(memberships.map((m) => m.id));
      const at = now();
      const rules = eventEntryRules(event);
      const capacity = event.entry.capacity;
      return {
        event: {
          id: event.id,
          title: event.title,
          title_es: event.titleEs,
          date: event.date,
          closes_at: isoOrNull(event.entry.closesAt),
          capacity,
          places_left: capacity === null ? null : Math.max(0, capacity - event.entryCounts.entered),
          refund_before_close: event.entry.refundBeforeClose,
        },
        options: memberships.map((membership) => {
          const decision = entryDecision(
            rules,
            entrantOn(membership, event.date, certifications.get(membership.id)),
            at,
          );
          const entry = own.find(
            (e) => e.id === entryIdOf(eventId, membership.id) && e.status !== 'withdrawn',
          );
          return {
            membership_id: membership.id,
            first_name: membership.firstName,
            last_name: membership.lastName,
            member_id: membership.memberId,
            eligible: decision.eligible,
            fee_cents: decision.eligible ? decision.feeCents : null,
            reasons: decision.eligible ? [] : decision.reasons,
            entry: entry ? entryToWire(entry) : null,
          };
        }),
      };
    },

    /** Enters a membership; a held place with a fee comes back with its payment intent. */
    async enter(caller: Caller, eventId: string, membershipId: string): Promise<EntryCreatedWire> {
      await enterableEvent(eventId);
      await releaseExpiredHolds(eventId);
      const { entry } = await perEvent(eventId, () =>
        entries.enter(eventId, membershipId, caller.uid, now),
      );
      const payment = entry.status === 'pending_payment' ? await paymentFor(entry) : null;
      return { entry: entryToWire(entry), payment };
    },

    /** The intent for a held or offered place's fee (a new card after a decline, a reload). */
    async preparePayment(caller: Caller, entryId: string): Promise<PaymentIntentWire> {
      const entry = await ownEntry(caller, entryId);
      if (
        !PAYABLE.includes(entry.status) ||
        entry.feeCents <= 0 ||
        entry.paymentStatus === 'paid'
      ) {
        throw AppError.badRequest('eventEntry.nothingToPay');
      }
      return paymentFor(entry);
    },

    /** After the card step: settles a succeeded intent now, as the webhook will too. */
    async confirmPayment(caller: Caller, entryId: string, paymentIntentId: string) {
      const entry = await ownEntry(caller, entryId);
      let intent: IntentSnapshot;
      try {
        intent = await gateway.retrieveIntent(paymentIntentId);
      } catch (err) {
        if (err instanceof IntentNotFound) throw AppError.badRequest('eventEntry.notForEntry');
        throw err;
      }
      const meta = eventEntryOfMetadata(intent.metadata);
      if (!meta || meta.entryId !== entry.id || meta.accountUid !== entry.accountUid) {
        throw AppError.badRequest('eventEntry.notForEntry');
      }
      if (intent.status === 'succeeded') await settlement.succeeded(intent);
      const settled = await ownEntry(caller, entryId);
      return { success: settled.paymentStatus === 'paid', entry: entryToWire(settled) };
    },

    /**
     * Withdraws before entries close. The withdrawal commits first, marking a fee the event
     * refunds as owed; Stripe refunds it from that mark (a failed refund is asked for again by
     * the next call and by the daily job), so no refund goes out for an entry that keeps its place.
     */
    async withdraw(caller: Caller, entryId: string) {
      const entry = await ownEntry(caller, entryId);
      // An administrator's change of someone else's entry is audited under their name.
      const actorUid = caller.isAdmin && caller.uid !== entry.accountUid ? caller.uid : null;
      if (entry.status === 'withdrawn' && entry.refundDue) {
        return { entry: entryToWire(await refundWithdrawn(entry, actorUid)) };
      }
      const event = await entries.getEvent(entry.eventId);
      if (!event || !withdrawable(entry, event, now())) {
        throw AppError.badRequest('eventEntry.withdrawClosed');
      }
      const result = await perEvent(entry.eventId, () =>
        entries.withdraw(
          entryId,
          (current, currentEvent) => {
            if (!withdrawable(current, currentEvent, now())) {
              throw AppError.badRequest('eventEntry.withdrawClosed');
            }
          },
          now,
          { actorUid },
        ),
      );
      const withdrawn = result.entry.refundDue
        ? await refundWithdrawn(result.entry, actorUid)
        : result.entry;
      return { entry: entryToWire(withdrawn) };
    },

    /** My Account's Events tab: the household's entries, latest event first. */
    async householdEntries(caller: Caller): Promise<HouseholdEntryWire[]> {
      const own = await entries.entriesOfAccount(caller.uid);
      const events = await entries.eventsById(own.map((e) => e.eventId));
      const at = now();
      return own
        .map((entry) => {
          const event = events.get(entry.eventId) ?? null;
          return {
            ...entryToWire(entry),
            event: event
              ? {
                  id: event.id,
                  title: event.title,
                  title_es: event.titleEs,
                  date: event.date,
                  start_time: event.startTime,
                  location: event.location || null,
                  closes_at: isoOrNull(event.entry?.closesAt ?? null),
                  refund_before_close: event.entry?.refundBeforeClose ?? false,
                }
              : null,
            can_withdraw: event !== null && withdrawable(entry, event, at),
          };
        })
        .sort((a, b) => (b.event?.date ?? '').localeCompare(a.event?.date ?? ''));
    },
  };
}

export type EventEntriesService = ReturnType<typeof eventEntriesService>;
