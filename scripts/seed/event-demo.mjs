// The demo events that take entries (a seminar free for Champion members and $30 for Basic,
// a Cadet poomsae open from blue belt, a workshop with one place left). Their entries must be
// open on the day anyone tries them, so the seed writes them at its own fixed moment and
// `npm start` / `npm test` move them to the real today (redate-renewal-demo.mjs), both
// through this one function.
import { divisionFor } from '../../functions/lib/domain/age.js';
import { chicagoDateTime, chicagoInstant } from '../../functions/lib/domain/events/chicago-time.js';
import { entryDecision } from '../../functions/lib/domain/events/entry-eligibility.js';
import {
  entryRulesOf,
  heldStatus,
  placeFor,
} from '../../functions/lib/domain/events/event-entries.js';
import { rosterSearchTokens } from '../../functions/lib/domain/events/event-roster.js';
import { CURRENCY } from '../../functions/lib/domain/pricing.js';
import { PAYMENT_METHOD, PAYMENT_PROVIDER } from '../../functions/lib/domain/transactions.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from now to each event, and how many days before it its entries close (at 23:59). */
export const ENTRY_DEMO_EVENTS = {
  '2026-12-05-black-belt-pre-test-workshop': { inDays: 34, closesDaysBefore: 2 },
  '2027-01-23-kyorugi-rules-seminar': { inDays: 83, closesDaysBefore: 3 },
  '2027-02-06-valentines-poomsae-open': { inDays: 97, closesDaysBefore: 3 },
};

/** The Chicago date of each entry demo event and the instant its entries close, seen from `now`. */
export function entryDemoDates(now) {
  const dayAt = (days) => chicagoDateTime(new Date(now.getTime() + days * DAY_MS)).date;
  return Object.fromEntries(
    Object.entries(ENTRY_DEMO_EVENTS).map(([id, { inDays, closesDaysBefore }]) => [
      id,
      { date: dayAt(inDays), closesAt: chicagoInstant(dayAt(inDays - closesDaysBefore), '23:59') },
    ]),
  );
}

const MINUTE_MS = 60 * 1000;

/**
 * Who entered which demo event, in the order they entered (days before the seed's moment):
 * the workshop nearly full (its capacity in events.json is one more), a parent's child (Leo
 * Novak, parent@demo) entered and paid as a non-member, and one or two on the others. The
 * other sign-in households (member@, club@, family@) are left free to enter events themselves.
 */
export const DEMO_ENTRIES = [
  ['2026-12-05-black-belt-pre-test-workshop', 'm-club-3', 12],
  ['2026-12-05-black-belt-pre-test-workshop', 'm-club-6', 11],
  ['2026-12-05-black-belt-pre-test-workshop', 'm-club-1', 10],
  ['2026-12-05-black-belt-pre-test-workshop', 'm-club-5', 9],
  ['2026-12-05-black-belt-pre-test-workshop', 'm-leo', 8],
  ['2026-12-05-black-belt-pre-test-workshop', 'm-club-8', 7],
  ['2027-01-23-kyorugi-rules-seminar', 'm-referee', 6],
  ['2027-01-23-kyorugi-rules-seminar', 'm-club-5', 5],
  ['2027-02-06-valentines-poomsae-open', 'm-club-2', 4],
];

const dateOf = (value) => (value && typeof value.toDate === 'function' ? value.toDate() : value);

/** A seeded membership as the entries code reads it (event-entry.model.ts), on the event's day. */
function entrantOf(membership, eventDate) {
  return {
    role: membership.role,
    division: divisionFor(membership.dateOfBirth, eventDate, membership.division),
    beltRank: membership.beltRank ?? null,
    tier: membership.membershipTier,
    status: membership.status,
    paymentStatus: membership.paymentStatus,
    expiresAt: dateOf(membership.expiresAt) ?? null,
    deletedAt: dateOf(membership.deletedAt) ?? null,
  };
}

/**
 * The demo entries as the API and the webhook leave them (event-entries.repository.ts and
 * payments/event-entry-settlement.ts): eventEntries/{eventId_membershipId} with the roster
 * snapshot, a completed payments/{intentId} for each fee paid, and each event's entryCounts.
 * Eligibility, fee and place come from the domain, asked at each entry's moment; an entrant
 * the rules refuse stops the seed. `events` are the seeded event documents with their ids
 * (entry.closesAt a Date or Timestamp), `memberships` the seeded memberships.
 */
export function demoEntries(events, memberships, now, entries = DEMO_ENTRIES) {
  const eventsById = new Map(events.map((event) => [event.id, event]));
  const membershipsById = new Map(memberships.map((m) => [m.id, m]));
  const counts = Object.fromEntries(
    events.filter((e) => e.entry).map((e) => [e.id, { entered: 0, waiting: 0 }]),
  );
  const entryDocs = [];
  const payments = [];
  for (const [eventId, membershipId, daysBefore] of entries) {
    const event = eventsById.get(eventId);
    const membership = membershipsById.get(membershipId);
    if (!event?.entry || !membership) throw new Error(`${eventId}/${membershipId}: not seeded`);
    const createdAt = new Date(now.getTime() - daysBefore * DAY_MS);
    const rules = entryRulesOf({ ...event.entry, closesAt: dateOf(event.entry.closesAt) });
    const entrant = entrantOf(membership, event.date);
    const decision = entryDecision(rules, entrant, createdAt);
    if (!decision.eligible) {
      const reasons = decision.reasons.map((r) => r.code).join(', ');
      throw new Error(`${membershipId} may not enter ${eventId}: ${reasons}`);
    }
    const eventCounts = counts[eventId];
    const place = placeFor(event.entry.capacity, eventCounts);
    const { feeCents } = decision;
    const id = `${eventId}_${membershipId}`;
    // A fee is paid five minutes after the place was held: the webhook entered it.
    const paid = place === 'place' && heldStatus(feeCents) === 'pending_payment';
    const paidAt = new Date(createdAt.getTime() + 5 * MINUTE_MS);
    const paymentIntentId = paid ? `pi_demo_entry_${id}` : null;
    if (place === 'place') eventCounts.entered += 1;
    else eventCounts.waiting += 1;
    const entrantName = `${membership.firstName} ${membership.lastName}`.trim();
    entryDocs.push({
      id,
      eventId,
      membershipId,
      accountUid: membership.accountUid,
      status: place === 'place' ? 'entered' : 'waiting',
      feeCents,
      paymentIntentId,
      paymentStatus: paid ? 'paid' : feeCents > 0 ? 'pending' : 'none',
      createdAt,
      updatedAt: paid ? paidAt : createdAt,
      withdrawnAt: null,
      offeredAt: null,
      ...(paid ? { paidAt } : {}),
      firstName: membership.firstName,
      lastName: membership.lastName,
      memberId: membership.memberId ?? null,
      clubName: membership.currentSchool ?? null,
      division: entrant.division,
      beltRank: entrant.beltRank,
      role: entrant.role,
      tier: entrant.tier,
      searchTokens: rosterSearchTokens({
        firstName: membership.firstName,
        lastName: membership.lastName,
        memberId: membership.memberId ?? null,
      }),
    });
    if (paid) {
      payments.push({
        id: paymentIntentId,
        accountUid: membership.accountUid,
        kind: 'event_entry',
        purpose: 'event_entry',
        eventEntryId: id,
        eventId,
        entryMembershipId: membershipId,
        membershipId: null,
        clubId: null,
        membershipIds: [],
        items: [],
        eventTitle: event.title,
        eventTitleEs: event.titleEs ?? null,
        entrantName,
        amount: feeCents,
        currency: CURRENCY,
        paymentMethod: PAYMENT_METHOD,
        paymentProvider: PAYMENT_PROVIDER,
        stripePaymentIntentId: paymentIntentId,
        status: 'completed',
        createdAt: paidAt,
        updatedAt: paidAt,
        completedAt: paidAt,
        failureReason: null,
        refundedAt: null,
        amountRefunded: 0,
        disputeStatus: null,
        disputeId: null,
      });
    }
  }
  return { entries: entryDocs, payments, counts };
}
