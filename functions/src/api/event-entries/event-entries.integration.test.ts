import request from 'supertest';

import { eventEntryMetadata } from '../../domain/payment-items';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { createTestUser, isolatedFirestore, type TestUser } from '../../test-support/emulators';
import { approvedMembership, deliverWebhook, seed } from '../../test-support/payment-fixtures';
import { startStripeDouble, type StripeDouble } from '../../test-support/stripe-double';
import { testApp } from '../../test-support/test-app';

// 50 entries at once queue on one event document, on cores shared with other suites.
jest.setTimeout(120_000);

const { db, clear } = isolatedFirestore('demo-iltkd-event-entries');
const NOW = new Date('2027-03-01T12:00:00.000Z');
const CLOSES = new Date('2027-04-01T05:00:00.000Z');
let stripe: StripeDouble;
let app: ReturnType<typeof testApp>;
let parent: TestUser;
let stranger: TestUser;
let admin: TestUser;

const data = async (path: string) => (await db.doc(path).get()).data();
const as = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
const get = (path: string, user = parent) => request(app).get(`/api/v1${path}`).set(as(user));
const post = (path: string, body: object = {}, user = parent) =>
  request(app).post(`/api/v1${path}`).set(as(user)).send(body);
const mails = async () => (await db.collection('mail').get()).docs.map((doc) => doc.data());

const active = (accountUid: string, fields: Record<string, unknown> = {}) =>
  approvedMembership(accountUid, {
    status: 'active',
    paymentStatus: 'paid',
    memberId: 'IL-2026-000010',
    activatedAt: new Date('2026-12-01T12:00:00Z'),
    expiresAt: new Date('2027-12-01T12:00:00Z'),
    ...fields,
  });

/** events/{id} as the admin API stores it: published, with entry settings. */
function event(entry: Record<string, unknown> = {}, fields: Record<string, unknown> = {}) {
  return {
    title: 'Spring Seminar',
    titleEs: 'Seminario de primavera',
    description: '',
    descriptionEs: '',
    date: '2027-04-10',
    startTime: '10:00',
    endTime: '14:00',
    location: 'Palatine, IL',
    type: 'seminar',
    published: true,
    cancelledAt: null,
    entry: {
      registrationOpen: true,
      closesAt: CLOSES,
      capacity: null,
      fees: { champion: 0, basic: 3000, nonMember: null },
      requiresActiveMembership: true,
      roles: [],
      divisions: [],
      minimumBelt: null,
      refundBeforeClose: true,
      ...entry,
    },
    entryCounts: { entered: 0, waiting: 0 },
    ...fields,
  };
}

beforeAll(async () => {
  stripe = await startStripeDouble();
  app = testApp({ db, paymentGateway: stripe.gateway, now: () => NOW });
  [parent, stranger, admin] = await Promise.all([
    createTestUser(),
    createTestUser(),
    createTestUser({ admin: true }),
  ]);
}, 60_000);

afterAll(() => stripe.close());

afterEach(() => jest.restoreAllMocks());

beforeEach(async () => {
  await clear();
  await seed(db, `accounts/${parent.uid}`, { email: parent.email, preferredLanguage: 'es' });
  await seed(db, `accounts/${stranger.uid}`, { email: stranger.email });
  await seed(db, `accounts/${admin.uid}`, { email: admin.email, role: 'admin' });
});

describe('GET /events/:id/entry-options', () => {
  it('When a parent opens the entry, then each household membership says whether it may enter, why not, and the fee', async () => {
    await seed(db, 'events/ev-1', event({ divisions: ['Cadet'], minimumBelt: 'blue' }));
    await seed(
      db,
      'memberships/m-maya',
      active(parent.uid, { firstName: 'Maya', division: 'Cadet' }),
    );
    await seed(
      db,
      'memberships/m-leo',
      active(parent.uid, {
        firstName: 'Leo',
        division: 'Youth',
        beltRank: 'yellow',
        status: 'expired',
        expiresAt: new Date('2027-01-01T00:00:00Z'),
      }),
    );
    await seed(db, 'memberships/m-other', active(stranger.uid, { division: 'Cadet' }));

    const response = await get('/events/ev-1/entry-options').expect(200);

    expect(response.body.event).toMatchObject({ id: 'ev-1', places_left: null });
    const byId = Object.fromEntries(
      response.body.options.map((o: { membership_id: string }) => [o.membership_id, o]),
    );
    expect(Object.keys(byId).sort()).toEqual(['m-leo', 'm-maya']);
    expect(byId['m-maya']).toMatchObject({
      eligible: true,
      fee_cents: 3000,
      reasons: [],
      entry: null,
    });
    expect(byId['m-leo'].eligible).toBe(false);
    expect(byId['m-leo'].reasons.map((r: { code: string }) => r.code)).toEqual([
      'membership_expired',
      'division_only',
      'belt_minimum',
    ]);
  });

  it('When the event is unpublished or has no entry settings, then it is not found', async () => {
    await seed(db, 'events/ev-draft', event({}, { published: false }));
    await seed(db, 'events/ev-none', { ...event(), entry: null });
    await get('/events/ev-draft/entry-options').expect(404);
    await get('/events/ev-none/entry-options').expect(404);
  });
});

describe('POST /events/:id/entries', () => {
  it('When a Champion member enters a free event, then the entry is entered, counted and confirmed by email in Spanish', async () => {
    await seed(db, 'events/ev-1', event());
    await seed(db, 'memberships/m-1', active(parent.uid, { membershipTier: 'champion' }));

    const response = await post('/events/ev-1/entries', { membership_id: 'm-1' }).expect(201);

    expect(response.body.entry).toMatchObject({ id: 'ev-1_m-1', status: 'entered', fee_cents: 0 });
    expect(response.body.payment).toBeNull();
    expect(await data('eventEntries/ev-1_m-1')).toMatchObject({
      accountUid: parent.uid,
      status: 'entered',
      paymentStatus: 'none',
      firstName: 'Aisha',
      memberId: 'IL-2026-000010',
      division: 'Senior',
      beltRank: 'blue',
      tier: 'champion',
    });
    expect((await data('events/ev-1'))?.entryCounts).toEqual({ entered: 1, waiting: 0 });
    const [mail] = await mails();
    expect(mail?.to).toBe(parent.email);
    expect(mail?.message.subject).toBe('Inscripción confirmada: Seminario de primavera');

    // The same membership cannot enter twice.
    await post('/events/ev-1/entries', { membership_id: 'm-1' }).expect(409);
  });

  it("When the membership is ineligible or another household's, then nothing is entered", async () => {
    await seed(db, 'events/ev-1', event({ roles: ['referee'] }));
    await seed(db, 'memberships/m-1', active(parent.uid));
    await seed(db, 'memberships/m-2', active(stranger.uid, { role: 'referee' }));

    const refused = await post('/events/ev-1/entries', { membership_id: 'm-1' }).expect(400);
    expect(refused.body.message_key).toBe('eventEntry.notEligible');
    await post('/events/ev-1/entries', { membership_id: 'm-2' }).expect(403);
    expect((await db.collection('eventEntries').get()).size).toBe(0);
    expect((await data('events/ev-1'))?.entryCounts).toEqual({ entered: 0, waiting: 0 });
  });

  it('When 50 members enter at once for the last 5 places, then exactly 5 take a place and 45 wait, and the counts agree', async () => {
    await seed(
      db,
      'events/ev-full',
      event(
        { capacity: 45, fees: { champion: 0, basic: 0, nonMember: null } },
        {
          entryCounts: { entered: 40, waiting: 0 },
        },
      ),
    );
    const ids = Array.from({ length: 50 }, (_, i) => `m-${i}`);
    const batch = db.batch();
    for (const id of ids) batch.set(db.doc(`memberships/${id}`), active(parent.uid));
    await batch.commit();

    // Five API instances, as Cloud Functions scales out: their transactions race for the places.
    const instances = Array.from({ length: 5 }, () =>
      testApp({ db, paymentGateway: stripe.gateway, now: () => NOW }),
    );
    const responses = await Promise.all(
      ids.map((id, i) =>
        request(instances[i % instances.length])
          .post('/api/v1/events/ev-full/entries')
          .set(as(parent))
          .send({ membership_id: id }),
      ),
    );

    expect(responses.map((r) => r.status)).toEqual(ids.map(() => 201));
    const statuses = responses.map((r) => r.body.entry.status as string);
    expect(statuses.filter((s) => s === 'entered')).toHaveLength(5);
    expect(statuses.filter((s) => s === 'waiting')).toHaveLength(45);
    const stored = (await db.collection('eventEntries').get()).docs.map((d) => d.data().status);
    expect(stored.filter((s) => s === 'entered')).toHaveLength(5);
    expect((await data('events/ev-full'))?.entryCounts).toEqual({ entered: 45, waiting: 45 });
  });
});

describe('entry fees, withdrawal and the waiting list', () => {
  async function enterAndPay(eventId: string, membershipId: string) {
    const entered = await post(`/events/${eventId}/entries`, {
      membership_id: membershipId,
    }).expect(201);
    expect(entered.body.entry.status).toBe('pending_payment');
    const { payment } = entered.body;
    expect(payment).toMatchObject({ amount: 3000, currency: 'usd' });
    const intent = await stripe.gateway.confirmWithTestMethod(
      payment.payment_intent_id,
      'pm_card_visa',
    );
    const delivered = await deliverWebhook(
      app,
      stripe.signedIntentEvent('payment_intent.succeeded', intent),
    ).expect(200);
    return { intent, outcome: delivered.body.outcome };
  }

  it('When a Basic member pays the fee and the signed webhook arrives, then the held place becomes a paid entry', async () => {
    await seed(db, 'events/ev-1', event({ capacity: 1 }));
    await seed(db, 'memberships/m-1', active(parent.uid));

    const { intent, outcome } = await enterAndPay('ev-1', 'm-1');

    expect(outcome).toBe('activated');
    expect(await data('eventEntries/ev-1_m-1')).toMatchObject({
      status: 'entered',
      paymentStatus: 'paid',
      paymentIntentId: intent.id,
    });
    expect(await data(`payments/${intent.id}`)).toMatchObject({
      kind: 'event_entry',
      status: 'completed',
      amount: 3000,
      accountUid: parent.uid,
      eventEntryId: 'ev-1_m-1',
      membershipId: null,
      // Named for the payer's payment history, in both languages.
      eventTitle: 'Spring Seminar',
      eventTitleEs: 'Seminario de primavera',
      entrantName: 'Aisha Khan',
    });
    const history = await get('/payments/transactions').expect(200);
    expect(history.body.transactions[0]).toMatchObject({
      id: intent.id,
      membership_id: null,
      event_entry: {
        entry_id: 'ev-1_m-1',
        event_id: 'ev-1',
        membership_id: 'm-1',
        event_title: 'Spring Seminar',
        event_title_es: 'Seminario de primavera',
        entrant_name: 'Aisha Khan',
      },
    });
    expect((await data('events/ev-1'))?.entryCounts).toEqual({ entered: 1, waiting: 0 });
    expect((await mails()).map((m) => m.message.subject)).toEqual([
      'Inscripción confirmada: Seminario de primavera',
    ]);
  });

  it('When a tampered amount arrives for an entry, then the webhook refuses it and the place stays unpaid', async () => {
    await seed(db, 'events/ev-2', event());
    await seed(db, 'memberships/m-1', active(parent.uid));
    const entered = await post('/events/ev-2/entries', { membership_id: 'm-1' }).expect(201);
    const intent = await stripe.gateway.confirmWithTestMethod(
      entered.body.payment.payment_intent_id,
      'pm_card_visa',
    );
    const delivered = await deliverWebhook(
      app,
      stripe.signedIntentEvent('payment_intent.succeeded', { ...intent, amount: 100 }),
    ).expect(200);
    expect(delivered.body.outcome).toBe('rejected');
    expect((await data('eventEntries/ev-2_m-1'))?.status).toBe('pending_payment');
  });

  it('When the card is declined for an entry fee, then the entry keeps its held place with the reason and the payment reads failed', async () => {
    await seed(db, 'events/ev-declined', event());
    await seed(db, 'memberships/m-1', active(parent.uid));
    const entered = await post('/events/ev-declined/entries', { membership_id: 'm-1' }).expect(201);
    const intent = await stripe.gateway.confirmWithTestMethod(
      entered.body.payment.payment_intent_id,
      'pm_card_chargeDeclined',
    );

    const delivered = await deliverWebhook(
      app,
      stripe.signedIntentEvent('payment_intent.payment_failed', intent),
    ).expect(200);

    expect(delivered.body.outcome).toBe('failure_recorded');
    expect(await data('eventEntries/ev-declined_m-1')).toMatchObject({
      status: 'pending_payment',
      paymentFailureReason: 'Your card was declined.',
    });
    expect(await data(`payments/${intent.id}`)).toMatchObject({
      kind: 'event_entry',
      status: 'failed',
      failureReason: 'Your card was declined.',
      eventEntryId: 'ev-declined_m-1',
      eventTitle: 'Spring Seminar',
      entrantName: 'Aisha Khan',
    });
  });

  it('When a payment names an entry its payer did not make, then the webhook refuses it, paid or declined', async () => {
    await seed(db, 'events/ev-forged', event());
    await seed(db, 'memberships/m-1', active(parent.uid));
    const entered = await post('/events/ev-forged/entries', { membership_id: 'm-1' }).expect(201);
    const intent = await stripe.gateway.confirmWithTestMethod(
      entered.body.payment.payment_intent_id,
      'pm_card_visa',
    );
    const forged = { ...intent, metadata: { ...intent.metadata, accountUid: stranger.uid } };

    for (const type of ['payment_intent.succeeded', 'payment_intent.payment_failed'] as const) {
      const delivered = await deliverWebhook(
        app,
        stripe.signedIntentEvent(type, forged, `evt_forged_${type}`),
      ).expect(200);
      expect(delivered.body.outcome).toBe('rejected');
    }
    expect(await data('eventEntries/ev-forged_m-1')).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'pending',
    });
    expect((await data('eventEntries/ev-forged_m-1'))?.paymentFailureReason).toBeUndefined();
  });

  it('When a paid entry is withdrawn before closing, then Stripe refunds it, the place is offered to the first waiting entry, and both are emailed', async () => {
    await seed(db, 'events/ev-3', event({ capacity: 1 }));
    await seed(db, 'memberships/m-1', active(parent.uid));
    await seed(db, 'memberships/m-2', active(stranger.uid, { firstName: 'Rosa' }));
    await seed(db, 'memberships/m-3', active(stranger.uid, { firstName: 'Ana' }));
    const { intent } = await enterAndPay('ev-3', 'm-1');
    const second = await post('/events/ev-3/entries', { membership_id: 'm-2' }, stranger);
    expect(second.body.entry.status).toBe('waiting');
    await post('/events/ev-3/entries', { membership_id: 'm-3' }, stranger).expect(201);
    expect((await data('events/ev-3'))?.entryCounts).toEqual({ entered: 1, waiting: 2 });

    // Only the household's owner may withdraw it.
    await post('/entries/ev-3_m-1/withdraw', {}, stranger).expect(403);
    const withdrawn = await post('/entries/ev-3_m-1/withdraw').expect(200);

    expect(withdrawn.body.entry).toMatchObject({ status: 'withdrawn', payment_status: 'refunded' });
    expect(await data('eventEntries/ev-3_m-2')).toMatchObject({ status: 'offered' });
    expect((await data('eventEntries/ev-3_m-3'))?.status).toBe('waiting');
    expect((await data('events/ev-3'))?.entryCounts).toEqual({ entered: 1, waiting: 1 });
    const subjects = (await mails()).map((m) => `${m.to}: ${m.message.subject}`);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `${parent.email}: Inscripción retirada: Seminario de primavera`,
        `${stranger.email}: A place is free for you: Spring Seminar`,
      ]),
    );

    // Stripe's charge.refunded, signed, marks the payment refunded.
    const refund = await deliverWebhook(app, stripe.signedRefundEvent(intent.id, 3000)).expect(200);
    expect(refund.body.outcome).toBe('refunded');
    expect((await data(`payments/${intent.id}`))?.status).toBe('refunded');

    // The offered entry pays and is entered.
    const prepared = await post('/entries/ev-3_m-2/payment-intent', {}, stranger).expect(200);
    const offeredIntent = await stripe.gateway.confirmWithTestMethod(
      prepared.body.payment_intent_id,
      'pm_card_visa',
    );
    const confirmed = await post(
      '/entries/ev-3_m-2/confirm-payment',
      { payment_intent_id: offeredIntent.id },
      stranger,
    ).expect(200);
    expect(confirmed.body).toMatchObject({ success: true, entry: { status: 'entered' } });

    // A withdrawn entry cannot be withdrawn again; it may enter again while places are free.
    await post('/entries/ev-3_m-1/withdraw').expect(400);
  });

  it('When entries have closed, then the entry cannot be withdrawn and the household list says so', async () => {
    await seed(db, 'events/ev-1', event({ closesAt: new Date('2027-02-01T00:00:00Z') }));
    await seed(db, 'eventEntries/ev-1_m-1', {
      eventId: 'ev-1',
      membershipId: 'm-1',
      accountUid: parent.uid,
      status: 'entered',
      feeCents: 0,
      paymentIntentId: null,
      paymentStatus: 'none',
      firstName: 'Aisha',
      lastName: 'Khan',
      createdAt: new Date('2027-01-15T00:00:00Z'),
      updatedAt: new Date('2027-01-15T00:00:00Z'),
      withdrawnAt: null,
      offeredAt: null,
    });

    const refused = await post('/entries/ev-1_m-1/withdraw').expect(400);
    expect(refused.body.message_key).toBe('eventEntry.withdrawClosed');
    const listed = await get('/entries').expect(200);
    expect(listed.body.entries).toHaveLength(1);
    expect(listed.body.entries[0]).toMatchObject({
      id: 'ev-1_m-1',
      status: 'entered',
      can_withdraw: false,
      event: { title: 'Spring Seminar', title_es: 'Seminario de primavera', date: '2027-04-10' },
    });
    expect((await get('/entries', stranger).expect(200)).body.entries).toEqual([]);
  });

  it('When a held place is not paid within 30 minutes, then the next entry releases it and the first waiting entry is offered the place', async () => {
    await seed(db, 'events/ev-4', event({ capacity: 1 }));
    await seed(db, 'memberships/m-1', active(parent.uid));
    await seed(db, 'memberships/m-2', active(stranger.uid, { firstName: 'Rosa' }));
    await post('/events/ev-4/entries', { membership_id: 'm-1' }).expect(201);
    await post('/events/ev-4/entries', { membership_id: 'm-2' }, stranger).expect(201);

    const later = testApp({
      db,
      paymentGateway: stripe.gateway,
      now: () => new Date(NOW.getTime() + 31 * 60_000),
    });
    await request(later).get('/api/v1/events/ev-4/entry-options').set(as(stranger)).expect(200);

    expect(await data('eventEntries/ev-4_m-1')).toMatchObject({ status: 'withdrawn' });
    expect((await data('eventEntries/ev-4_m-1'))?.releasedAt).toBeDefined();
    expect((await data('eventEntries/ev-4_m-2'))?.status).toBe('offered');
    expect((await data('events/ev-4'))?.entryCounts).toEqual({ entered: 1, waiting: 0 });
    expect((await mails()).map((m) => m.message.subject)).toContain(
      'Lugar reservado liberado: Seminario de primavera',
    );
  });

  it('When a held place was paid but the webhook has not arrived yet, then it is settled as entered, not released', async () => {
    await seed(db, 'events/ev-5', event({ capacity: 1 }));
    await seed(db, 'memberships/m-1', active(parent.uid));
    const entered = await post('/events/ev-5/entries', { membership_id: 'm-1' }).expect(201);
    await stripe.gateway.confirmWithTestMethod(
      entered.body.payment.payment_intent_id,
      'pm_card_visa',
    );

    const later = testApp({
      db,
      paymentGateway: stripe.gateway,
      now: () => new Date(NOW.getTime() + 45 * 60_000),
    });
    await request(later).get('/api/v1/events/ev-5/entry-options').set(as(parent)).expect(200);

    expect(await data('eventEntries/ev-5_m-1')).toMatchObject({
      status: 'entered',
      paymentStatus: 'paid',
    });
  });

  describe('a payment that succeeds after its 30-minute hold was released', () => {
    const LATER = new Date(NOW.getTime() + 31 * 60_000);
    const later = () => testApp({ db, paymentGateway: stripe.gateway, now: () => LATER });

    /** m-1 holds the only place, does not pay in time, and the hold is released. */
    async function heldThenReleased(eventId: string, waiting: boolean) {
      await seed(db, `events/${eventId}`, event({ capacity: 1 }));
      await seed(db, 'memberships/m-1', active(parent.uid));
      const held = await post(`/events/${eventId}/entries`, { membership_id: 'm-1' }).expect(201);
      if (waiting) {
        await seed(db, 'memberships/m-2', active(stranger.uid, { firstName: 'Rosa' }));
        await post(`/events/${eventId}/entries`, { membership_id: 'm-2' }, stranger).expect(201);
      }
      // Reading the entry options after 30 minutes releases the unpaid hold.
      await request(later())
        .get(`/api/v1/events/${eventId}/entry-options`)
        .set(as(stranger))
        .expect(200);
      expect((await data(`eventEntries/${eventId}_m-1`))?.status).toBe('withdrawn');
      return held.body.payment.payment_intent_id as string;
    }

    it('When the place is still free, then the payment takes it back: entered and paid, counted, confirmed', async () => {
      const intentId = await heldThenReleased('ev-7', false);
      expect((await data('events/ev-7'))?.entryCounts).toEqual({ entered: 0, waiting: 0 });
      const refunds = jest.spyOn(stripe.gateway, 'refundIntent');

      const intent = await stripe.gateway.confirmWithTestMethod(intentId, 'pm_card_visa');
      const delivered = await deliverWebhook(
        later(),
        stripe.signedIntentEvent('payment_intent.succeeded', intent),
      ).expect(200);

      expect(delivered.body.outcome).toBe('activated');
      expect(await data('eventEntries/ev-7_m-1')).toMatchObject({
        status: 'entered',
        paymentStatus: 'paid',
        paymentIntentId: intentId,
        withdrawnAt: null,
      });
      expect((await data('events/ev-7'))?.entryCounts).toEqual({ entered: 1, waiting: 0 });
      expect(refunds).not.toHaveBeenCalled();
      expect((await mails()).map((m) => m.message.subject)).toContain(
        'Inscripción confirmada: Seminario de primavera',
      );
    });

    it('When the place went to the waiting list, then Stripe refunds the payment at once and the member is told', async () => {
      const intentId = await heldThenReleased('ev-8', true);
      expect((await data('eventEntries/ev-8_m-2'))?.status).toBe('offered');
      const refunds = jest.spyOn(stripe.gateway, 'refundIntent');

      const intent = await stripe.gateway.confirmWithTestMethod(intentId, 'pm_card_visa');
      const delivered = await deliverWebhook(
        later(),
        stripe.signedIntentEvent('payment_intent.succeeded', intent),
      ).expect(200);

      expect(delivered.body.outcome).toBe('paid_not_activated');
      expect(refunds).toHaveBeenCalledTimes(1);
      expect(refunds).toHaveBeenCalledWith(intentId, expect.any(String));
      expect(await data('eventEntries/ev-8_m-1')).toMatchObject({
        status: 'withdrawn',
        paymentStatus: 'refunded',
        paymentIntentId: intentId,
      });
      expect(await data(`payments/${intentId}`)).toMatchObject({
        kind: 'event_entry',
        refundDue: false,
      });
      // The place stays with the entry it was offered to.
      expect((await data('eventEntries/ev-8_m-2'))?.status).toBe('offered');
      expect((await data('events/ev-8'))?.entryCounts).toEqual({ entered: 1, waiting: 0 });
      expect((await mails()).map((m) => `${m.to}: ${m.message.subject}`)).toContain(
        `${parent.email}: Pago reembolsado: Seminario de primavera`,
      );

      // A second delivery of the same payment refunds nothing more.
      await deliverWebhook(
        later(),
        stripe.signedIntentEvent('payment_intent.succeeded', intent, 'evt_again'),
      ).expect(200);
      expect(refunds).toHaveBeenCalledTimes(1);
      // Stripe's charge.refunded marks the payment refunded.
      const refund = await deliverWebhook(later(), stripe.signedRefundEvent(intentId, 3000));
      expect(refund.body.outcome).toBe('refunded');
      expect((await data(`payments/${intentId}`))?.status).toBe('refunded');
      // Stripe took the refund: another is refused.
      refunds.mockRestore();
      await expect(stripe.gateway.refundIntent(intentId, 'again')).rejects.toThrow();
    });

    it('When the member had withdrawn the unpaid entry, then a payment arriving later is refunded even with places free', async () => {
      await seed(db, 'events/ev-9', event({ capacity: 5 }));
      await seed(db, 'memberships/m-1', active(parent.uid));
      const held = await post('/events/ev-9/entries', { membership_id: 'm-1' }).expect(201);
      await post('/entries/ev-9_m-1/withdraw').expect(200);
      const refunds = jest.spyOn(stripe.gateway, 'refundIntent');

      const intent = await stripe.gateway.confirmWithTestMethod(
        held.body.payment.payment_intent_id,
        'pm_card_visa',
      );
      const delivered = await deliverWebhook(
        app,
        stripe.signedIntentEvent('payment_intent.succeeded', intent),
      ).expect(200);

      expect(delivered.body.outcome).toBe('paid_not_activated');
      expect(refunds).toHaveBeenCalledTimes(1);
      expect(await data('eventEntries/ev-9_m-1')).toMatchObject({
        status: 'withdrawn',
        paymentStatus: 'refunded',
      });
      expect((await data('events/ev-9'))?.entryCounts).toEqual({ entered: 0, waiting: 0 });
    });
  });

  it('When a paid entry is paid a second time (another intent of the same entry), then the second payment is refunded and the entry keeps the first', async () => {
    await seed(db, 'events/ev-10', event());
    await seed(db, 'memberships/m-1', active(parent.uid));
    const { intent: first } = await enterAndPay('ev-10', 'm-1');
    const second = await stripe.gateway.createIntent({
      amount: 3000,
      currency: 'usd',
      metadata: eventEntryMetadata(parent.uid, { entryId: 'ev-10_m-1', feeCents: 3000 }),
      idempotencyKey: 'second-payment-ev-10',
    });
    const paid = await stripe.gateway.confirmWithTestMethod(second.id, 'pm_card_visa');
    const refunds = jest.spyOn(stripe.gateway, 'refundIntent');

    const delivered = await deliverWebhook(
      app,
      stripe.signedIntentEvent('payment_intent.succeeded', paid),
    ).expect(200);

    expect(delivered.body.outcome).toBe('paid_not_activated');
    expect(refunds).toHaveBeenCalledWith(second.id, expect.any(String));
    expect(await data('eventEntries/ev-10_m-1')).toMatchObject({
      status: 'entered',
      paymentStatus: 'paid',
      paymentIntentId: first.id,
    });
    expect((await data(`payments/${second.id}`))?.refundDue).toBe(false);
  });

  it("When the emulator's test-payment panel pays an entry fee with the test card, then the entry is paid and entered; another account may not pay it", async () => {
    await seed(db, 'events/ev-6', event());
    await seed(db, 'memberships/m-1', active(parent.uid));
    const entered = await post('/events/ev-6/entries', { membership_id: 'm-1' }).expect(201);
    const checkout = {
      payment_intent_id: entered.body.payment.payment_intent_id,
      card_number: '4242 4242 4242 4242',
    };

    await post('/payments/test-checkout', checkout, stranger).expect(403);
    const paid = await post('/payments/test-checkout', checkout).expect(200);

    expect(paid.body.status).toBe('succeeded');
    expect(await data('eventEntries/ev-6_m-1')).toMatchObject({
      status: 'entered',
      paymentStatus: 'paid',
    });
  });

  describe('attacks on a paid entry fee', () => {
    /** One place: m-1 (parent) entered and paid, m-2 (stranger) waiting for it. */
    async function paidWithOneWaiting(eventId: string) {
      await seed(db, `events/${eventId}`, event({ capacity: 1 }));
      await seed(db, 'memberships/m-1', active(parent.uid));
      await seed(db, 'memberships/m-2', active(stranger.uid, { firstName: 'Rosa' }));
      const { intent } = await enterAndPay(eventId, 'm-1');
      await post(`/events/${eventId}/entries`, { membership_id: 'm-2' }, stranger).expect(201);
      expect((await data(`events/${eventId}`))?.entryCounts).toEqual({ entered: 1, waiting: 1 });
      return intent;
    }

    const history = async (recordId: string) =>
      (await get(`/audit?record_id=${recordId}`, admin).expect(200)).body.entries
        .map(
          (e: { actor_uid: string; collection: string; action: string }) =>
            `${e.actor_uid} ${e.collection} ${e.action}`,
        )
        .sort();

    it("When a member withdraws and Stripe's refund answers only after entries closed, then the member never keeps both the refund and the place", async () => {
      const intent = await paidWithOneWaiting('ev-11');
      let clock = NOW;
      const refunded: string[] = [];
      const slowStripe: PaymentGateway = {
        ...stripe.gateway,
        async refundIntent(id, key) {
          const refund = await stripe.gateway.refundIntent(id, key);
          // A real refund takes hundreds of milliseconds: entries close meanwhile.
          clock = new Date(CLOSES.getTime() + 1000);
          refunded.push(id);
          return refund;
        },
      };
      const slow = testApp({ db, paymentGateway: slowStripe, now: () => clock });

      const response = await request(slow)
        .post('/api/v1/entries/ev-11_m-1/withdraw')
        .set(as(parent));

      const entry = await data('eventEntries/ev-11_m-1');
      expect({ refunded: refunded.length > 0, status: entry?.status }).not.toEqual({
        refunded: true,
        status: 'entered',
      });
      expect(response.status).toBe(200);
      expect(refunded).toEqual([intent.id]);
      expect(entry).toMatchObject({ status: 'withdrawn', paymentStatus: 'refunded' });
      expect((await data('eventEntries/ev-11_m-2'))?.status).toBe('offered');
      expect((await data('events/ev-11'))?.entryCounts).toEqual({ entered: 1, waiting: 0 });
    });

    it('When Stripe refuses the refund of a withdrawal, then the place is freed with the refund owed, and withdrawing again refunds it', async () => {
      const intent = await paidWithOneWaiting('ev-16');
      const refundIntent = jest
        .spyOn(stripe.gateway, 'refundIntent')
        .mockRejectedValueOnce(new Error('Stripe refund failed: timeout'));

      await post('/entries/ev-16_m-1/withdraw').expect(500);

      expect(await data('eventEntries/ev-16_m-1')).toMatchObject({
        status: 'withdrawn',
        paymentStatus: 'paid',
        refundDue: true,
      });
      expect((await data('eventEntries/ev-16_m-2'))?.status).toBe('offered');

      const again = await post('/entries/ev-16_m-1/withdraw').expect(200);

      expect(again.body.entry).toMatchObject({ status: 'withdrawn', payment_status: 'refunded' });
      expect(refundIntent).toHaveBeenCalledTimes(2);
      expect(refundIntent.mock.calls[1]).toEqual(refundIntent.mock.calls[0]);
      expect(await data('eventEntries/ev-16_m-1')).toMatchObject({ refundDue: false });
      expect((await data('events/ev-16'))?.entryCounts).toEqual({ entered: 1, waiting: 0 });
      await post('/entries/ev-16_m-1/withdraw').expect(400);
      expect(refundIntent).toHaveBeenCalledTimes(2);
      expect(intent.id).toBe(refundIntent.mock.calls[0]?.[0]);
    });

    it('When an administrator refunds a paid entry fee in the Stripe dashboard, then the signed charge.refunded withdraws the entry and offers its place to the first waiting entry', async () => {
      const intent = await paidWithOneWaiting('ev-12');

      // A partial refund gives back part of the fee, not the place.
      await deliverWebhook(
        app,
        stripe.signedRefundEvent(intent.id, 1000, false, 'evt_partial'),
      ).expect(200);
      expect((await data('eventEntries/ev-12_m-1'))?.status).toBe('entered');

      const delivered = await deliverWebhook(app, stripe.signedRefundEvent(intent.id, 3000)).expect(
        200,
      );

      expect(delivered.body.outcome).toBe('refunded');
      expect(await data('eventEntries/ev-12_m-1')).toMatchObject({
        status: 'withdrawn',
        paymentStatus: 'refunded',
      });
      expect((await data('eventEntries/ev-12_m-2'))?.status).toBe('offered');
      expect((await data('events/ev-12'))?.entryCounts).toEqual({ entered: 1, waiting: 0 });
      expect((await mails()).map((m) => `${m.to}: ${m.message.subject}`)).toContain(
        `${stranger.email}: A place is free for you: Spring Seminar`,
      );
      expect(await history('ev-12_m-1')).toEqual(['stripe eventEntries refund']);
    });

    it('When the payer opens a chargeback on a paid entry fee, then the roster shows the entry disputed; when the chargeback is lost, the entry is withdrawn and its place offered to the first waiting entry', async () => {
      const intent = await paidWithOneWaiting('ev-13');

      await deliverWebhook(
        app,
        stripe.signedDisputeEvent('charge.dispute.created', intent.id),
      ).expect(200);

      expect(await data('eventEntries/ev-13_m-1')).toMatchObject({
        status: 'entered',
        disputeStatus: 'open',
      });
      const roster = await get('/admin/events/ev-13/roster', admin).expect(200);
      expect(
        Object.fromEntries(
          roster.body.rows.map((r: { id: string; disputed: boolean }) => [r.id, r.disputed]),
        ),
      ).toEqual({ 'ev-13_m-1': true, 'ev-13_m-2': false });

      await deliverWebhook(
        app,
        stripe.signedDisputeEvent('charge.dispute.closed', intent.id, { status: 'lost' }),
      ).expect(200);

      expect(await data('eventEntries/ev-13_m-1')).toMatchObject({
        status: 'withdrawn',
        disputeStatus: 'lost',
      });
      expect((await data('eventEntries/ev-13_m-2'))?.status).toBe('offered');
      expect((await data('events/ev-13'))?.entryCounts).toEqual({ entered: 1, waiting: 0 });
      expect(await history('ev-13_m-1')).toEqual([
        'stripe eventEntries status',
        'stripe eventEntries withdraw',
      ]);
    });

    it('When a chargeback on a paid entry fee is won, then the entry stays entered and no longer shows disputed', async () => {
      const intent = await paidWithOneWaiting('ev-14');
      await deliverWebhook(
        app,
        stripe.signedDisputeEvent('charge.dispute.created', intent.id),
      ).expect(200);
      expect((await data('eventEntries/ev-14_m-1'))?.disputeStatus).toBe('open');

      await deliverWebhook(
        app,
        stripe.signedDisputeEvent('charge.dispute.closed', intent.id, { status: 'won' }),
      ).expect(200);

      expect(await data('eventEntries/ev-14_m-1')).toMatchObject({
        status: 'entered',
        paymentStatus: 'paid',
        disputeStatus: 'won',
      });
      const roster = await get('/admin/events/ev-14/roster', admin).expect(200);
      expect(
        Object.fromEntries(
          roster.body.rows.map((r: { id: string; disputed: boolean }) => [r.id, r.disputed]),
        ),
      ).toEqual({ 'ev-14_m-1': false, 'ev-14_m-2': false });
      expect((await data('eventEntries/ev-14_m-2'))?.status).toBe('waiting');
    });

    it("When an administrator withdraws a member's paid entry, then the withdrawal and its refund are in the entry's audited history under the administrator", async () => {
      const intent = await paidWithOneWaiting('ev-15');

      await post('/entries/ev-15_m-1/withdraw', {}, admin).expect(200);

      expect(await data('eventEntries/ev-15_m-1')).toMatchObject({
        status: 'withdrawn',
        paymentStatus: 'refunded',
        paymentIntentId: intent.id,
      });
      expect(await history('ev-15_m-1')).toEqual([
        `${admin.uid} eventEntries refund`,
        `${admin.uid} eventEntries withdraw`,
      ]);
      // A member's own withdrawal is not an administrator's change.
      await post('/entries/ev-15_m-2/withdraw', {}, stranger).expect(200);
      expect(await history('ev-15_m-2')).toEqual([]);
    });
  });
});
