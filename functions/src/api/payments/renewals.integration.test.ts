import request from 'supertest';

import { intentMetadata } from '../../payments/payment-gateway';
import {
  seedSignIn,
  createTestUser,
  isolatedFirestore,
  type TestUser,
} from '../../test-support/emulators';
import {
  approvedClub,
  approvedMembership,
  deliverWebhook,
  seed,
} from '../../test-support/payment-fixtures';
import { startStripeDouble, type StripeDouble } from '../../test-support/stripe-double';
import { testApp } from '../../test-support/test-app';

jest.setTimeout(30_000);

const { db, clear } = isolatedFirestore('demo-iltkd-renewals');
const EXPIRY = new Date('2027-03-15T17:00:00.000Z');
const ACTIVATED = new Date('2026-03-15T17:00:00.000Z');
let clock = new Date('2027-02-01T10:00:00.000Z');
let stripe: StripeDouble;
let app: ReturnType<typeof testApp>;
let owner: TestUser;

const as = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
const post = (path: string, body: object, user = owner) =>
  request(app).post(`/api/v1/payments${path}`).set(as(user)).send(body);
const data = async (path: string) => (await db.doc(path).get()).data();
const iso = (value: { toDate(): Date } | null | undefined) => value?.toDate().toISOString() ?? null;

/** Prepares a payment through the API, pays it at Stripe and delivers the signed success. */
async function pay(path: string, body: object) {
  const prepared = await post(path, body);
  expect(prepared.status).toBe(200);
  const intent = await stripe.gateway.confirmWithTestMethod(
    prepared.body.payment_intent_id,
    'pm_card_visa',
  );
  const delivered = await deliverWebhook(
    app,
    stripe.signedIntentEvent('payment_intent.succeeded', intent),
  );
  expect(delivered.status).toBe(200);
  return { prepared: prepared.body, intent, outcome: delivered.body.outcome };
}

/** An active, paid membership a year on from its first payment. */
const activeMembership = (fields: Record<string, unknown> = {}) =>
  approvedMembership(owner.uid, {
    status: 'active',
    paymentStatus: 'paid',
    memberId: 'IL-2026-000007',
    activatedAt: ACTIVATED,
    expiresAt: EXPIRY,
    ...fields,
  });

/** The club owner's coach membership, as club registration writes it. */
const coachMembership = (fields: Record<string, unknown> = {}) =>
  approvedMembership(owner.uid, {
    role: 'coach',
    membershipTier: 'club',
    status: 'application_received',
    ...fields,
  });

beforeAll(async () => {
  owner = await createTestUser();
  await seedSignIn(owner.uid, owner.email);
}, 30_000);

beforeEach(async () => {
  clock = new Date('2027-02-01T10:00:00.000Z');
  stripe = await startStripeDouble();
  app = testApp({ db, paymentGateway: stripe.gateway, now: () => clock });
  await clear();
  await seed(db, `accounts/${owner.uid}`, { email: owner.email });
  await seed(db, 'memberships/m-1', activeMembership());
});

afterEach(() => stripe.close());

describe('renewing a membership', () => {
  it('When a member renews early, then the year runs on from the old expiry, the member ID stays and the receipt says the new date', async () => {
    const { prepared, intent, outcome } = await pay('/create-payment-intent', {
      membership_id: 'm-1',
    });

    expect(prepared).toMatchObject({ amount: 16700, currency: 'usd', purpose: 'renewal' });
    expect(intent.metadata).toEqual({
      kind: 'membership',
      accountUid: owner.uid,
      items: '1',
      item_0: 'membership:m-1:renewal:basic:2027-03-15T17:00:00.000Z',
    });
    expect(outcome).toBe('renewed');
    const m = await data('memberships/m-1');
    expect(m).toMatchObject({
      status: 'active',
      paymentStatus: 'paid',
      memberId: 'IL-2026-000007',
    });
    expect(iso(m?.expiresAt)).toBe('2028-03-15T17:00:00.000Z');
    expect(iso(m?.renewedAt)).toBe(clock.toISOString());
    expect(iso(m?.activatedAt)).toBe(ACTIVATED.toISOString());
    const payment = await data(`payments/${intent.id}`);
    expect(payment).toMatchObject({
      status: 'completed',
      kind: 'membership',
      purpose: 'renewal',
      membershipIds: ['m-1'],
      disputeStatus: null,
    });
    expect(payment?.items).toHaveLength(1);
    expect(payment?.items[0]).toMatchObject({
      kind: 'membership',
      id: 'm-1',
      purpose: 'renewal',
      tier: 'basic',
      outcome: 'renewed',
      previousStatus: 'active',
    });
    expect(iso(payment?.items[0].previousExpiresAt)).toBe(EXPIRY.toISOString());
    expect(iso(payment?.items[0].newExpiresAt)).toBe('2028-03-15T17:00:00.000Z');
    const mail = (await db.collection('mail').get()).docs.map((doc) => doc.data().message);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe('Payment received: your membership is renewed');
    expect(mail[0].text).toContain('Valid through: March 15, 2028');
    expect(mail[0].text).toContain('Member ID: IL-2026-000007');
  });

  it('When a member renews on the day it expires, then the year runs on from that expiry', async () => {
    clock = new Date('2027-03-15T09:00:00.000Z');
    await pay('/create-payment-intent', { membership_id: 'm-1' });
    expect(iso((await data('memberships/m-1'))?.expiresAt)).toBe('2028-03-15T17:00:00.000Z');
  });

  it('When a lapsed member renews late, then it is active again for a full year from the payment', async () => {
    await seed(db, 'memberships/m-1', activeMembership({ status: 'expired' }));
    clock = new Date('2027-06-01T12:00:00.000Z');

    const { prepared } = await pay('/create-payment-intent', { membership_id: 'm-1' });

    expect(prepared.purpose).toBe('renewal');
    const m = await data('memberships/m-1');
    expect(m).toMatchObject({ status: 'active', memberId: 'IL-2026-000007' });
    expect(iso(m?.expiresAt)).toBe('2028-06-01T12:00:00.000Z');
  });

  it('When a member renews as Champion, then the Champion price is charged and the tier changes', async () => {
    const { prepared, intent } = await pay('/create-payment-intent', {
      membership_id: 'm-1',
      membership_tier: 'champion',
    });

    expect(prepared.amount).toBe(24700);
    expect(intent.metadata.item_0).toBe('membership:m-1:renewal:champion:2027-03-15T17:00:00.000Z');
    expect((await data('memberships/m-1'))?.membershipTier).toBe('champion');
  });

  it('When a member renews Basic to Champion, pays, and a signed charge.refunded gives the money back, then the tier returns to Basic with the expiry', async () => {
    const { intent } = await pay('/create-payment-intent', {
      membership_id: 'm-1',
      membership_tier: 'champion',
    });
    expect((await data('memberships/m-1'))?.membershipTier).toBe('champion');

    const refunded = await deliverWebhook(app, stripe.signedRefundEvent(intent.id, 24700));

    expect(refunded.body.outcome).toBe('refunded');
    const m = await data('memberships/m-1');
    expect(m?.membershipTier).toBe('basic');
    expect(iso(m?.expiresAt)).toBe(EXPIRY.toISOString());
    expect((await data(`payments/${intent.id}`))?.items[0]).toMatchObject({
      tier: 'champion',
      previousTier: 'basic',
    });
  });

  it('When a first payment asks for another tier, or a tier that is not for members, then it is refused', async () => {
    await seed(db, 'memberships/m-new', approvedMembership(owner.uid));
    const other = await post('/create-payment-intent', {
      membership_id: 'm-new',
      membership_tier: 'champion',
    });
    const club = await post('/create-payment-intent', {
      membership_id: 'm-1',
      membership_tier: 'club',
    });

    expect(other.status).toBe(400);
    expect(other.body.detail).toBe('The tier can be changed only when renewing.');
    expect(club.status).toBe(400);
    expect((await db.collection('payments').count().get()).data().count).toBe(0);
  });

  it('When the renewal window is not open yet, or closed over a year ago, then it is refused', async () => {
    clock = new Date('2026-12-01T00:00:00.000Z');
    const early = await post('/create-payment-intent', { membership_id: 'm-1' });
    clock = new Date('2028-04-01T00:00:00.000Z');
    const lapsed = await post('/create-payment-intent', { membership_id: 'm-1' });

    expect(early.status).toBe(400);
    expect(early.body.detail).toBe('This membership is already paid.');
    expect(lapsed.status).toBe(400);
    expect(lapsed.body.detail).toBe(
      'This membership lapsed more than a year ago: please apply again.',
    );
  });

  it('When two renewal payments for the same period both succeed, then only the first extends it and the second is refunded in full through Stripe', async () => {
    const refunds = jest.spyOn(stripe.gateway, 'refundIntent');
    const first = await post('/create-payment-intent', { membership_id: 'm-1' });
    // A second tab's request at the same instant, which saw no other open intent.
    const second = await stripe.gateway.createIntent({
      amount: 24700,
      currency: 'usd',
      metadata: intentMetadata('membership', owner.uid, [
        { kind: 'membership', id: 'm-1', purpose: 'renewal', tier: 'champion', renewsFrom: EXPIRY },
      ]),
      idempotencyKey: 'second-tab',
    });
    const paid = await Promise.all(
      [first.body.payment_intent_id, second.id].map((id) =>
        stripe.gateway.confirmWithTestMethod(id, 'pm_card_visa'),
      ),
    );

    const outcomes = [];
    for (const intent of paid) {
      const delivered = await deliverWebhook(
        app,
        stripe.signedIntentEvent('payment_intent.succeeded', intent),
      );
      outcomes.push(delivered.body.outcome);
    }

    expect(outcomes).toEqual(['renewed', 'already_paid']);
    const m = await data('memberships/m-1');
    expect(iso(m?.expiresAt)).toBe('2028-03-15T17:00:00.000Z');
    expect(m?.membershipTier).toBe('basic');
    expect(refunds).toHaveBeenCalledTimes(1);
    expect(refunds).toHaveBeenCalledWith(second.id, expect.any(String), 24700);
    const kept = await data(`payments/${second.id}`);
    expect(kept).toMatchObject({ status: 'completed', purpose: 'renewal', refundDue: false });
    expect(kept?.items[0]).toMatchObject({ outcome: 'already_paid', newExpiresAt: null });
    const refunded = await deliverWebhook(app, stripe.signedRefundEvent(second.id, 24700));
    expect(refunded.body.outcome).toBe('refunded');
    expect(iso((await data('memberships/m-1'))?.expiresAt)).toBe('2028-03-15T17:00:00.000Z');
  });

  it('When the refund of a Champion renewal arrives before its success, then the success leaves the tier and the expiry as they were', async () => {
    const prepared = await post('/create-payment-intent', {
      membership_id: 'm-1',
      membership_tier: 'champion',
    });
    const intent = await stripe.gateway.confirmWithTestMethod(
      prepared.body.payment_intent_id,
      'pm_card_visa',
    );

    await deliverWebhook(app, stripe.signedRefundEvent(intent.id, 24700));
    await deliverWebhook(app, stripe.signedIntentEvent('payment_intent.succeeded', intent));

    const m = await data('memberships/m-1');
    expect(m?.membershipTier).toBe('basic');
    expect(iso(m?.expiresAt)).toBe(EXPIRY.toISOString());
    expect((await data(`payments/${intent.id}`))?.status).toBe('refunded');
  });

  it('When Stripe refuses the refund of a renewal paid twice, then it stays owed and the next settlement of that payment refunds it once', async () => {
    const first = await post('/create-payment-intent', { membership_id: 'm-1' });
    const second = await stripe.gateway.createIntent({
      amount: 16700,
      currency: 'usd',
      metadata: intentMetadata('membership', owner.uid, [
        { kind: 'membership', id: 'm-1', purpose: 'renewal', tier: 'basic', renewsFrom: EXPIRY },
      ]),
      idempotencyKey: 'second-tab',
    });
    const paid = await Promise.all(
      [first.body.payment_intent_id, second.id].map((id) =>
        stripe.gateway.confirmWithTestMethod(id, 'pm_card_visa'),
      ),
    );
    const refunds = jest
      .spyOn(stripe.gateway, 'refundIntent')
      .mockRejectedValueOnce(new Error('Stripe refund failed: timeout'));
    for (const intent of paid) {
      await deliverWebhook(app, stripe.signedIntentEvent('payment_intent.succeeded', intent));
    }
    expect((await data(`payments/${second.id}`))?.refundDue).toBe(true);

    const confirmed = await post('/confirm-payment', {
      membership_id: 'm-1',
      payment_intent_id: second.id,
    });
    await post('/confirm-payment', { membership_id: 'm-1', payment_intent_id: second.id });

    expect(confirmed.status).toBe(200);
    expect(refunds).toHaveBeenCalledTimes(2);
    expect((await data(`payments/${second.id}`))?.refundDue).toBe(false);
    const subjects = (await db.collection('mail').get()).docs.map((d) => d.data().message.subject);
    expect(subjects.filter((subject) => subject === 'Payment refunded: already paid')).toHaveLength(
      1,
    );
  });

  it('When a member asks for a Champion renewal after a Basic one, then the Basic intent is cancelled at Stripe', async () => {
    const basic = await post('/create-payment-intent', { membership_id: 'm-1' });
    const champion = await post('/create-payment-intent', {
      membership_id: 'm-1',
      membership_tier: 'champion',
    });

    expect(champion.status).toBe(200);
    expect((await stripe.gateway.retrieveIntent(basic.body.payment_intent_id)).status).toBe(
      'canceled',
    );
    expect((await stripe.gateway.retrieveIntent(champion.body.payment_intent_id)).status).toBe(
      'requires_payment_method',
    );
  });

  it('When the intent being cancelled was paid at that instant, then it is settled and the new request is refused as already paid', async () => {
    const basic = await post('/create-payment-intent', { membership_id: 'm-1' });
    const cancel = stripe.gateway.cancelIntent.bind(stripe.gateway);
    jest.spyOn(stripe.gateway, 'cancelIntent').mockImplementationOnce(async (id) => {
      // The member pays the first intent in another tab just before it is cancelled.
      await stripe.gateway.confirmWithTestMethod(id, 'pm_card_visa');
      return cancel(id);
    });

    const champion = await post('/create-payment-intent', {
      membership_id: 'm-1',
      membership_tier: 'champion',
    });

    expect(champion.status).toBe(400);
    expect(champion.body.detail).toBe('This membership is already paid.');
    const m = await data('memberships/m-1');
    expect(m).toMatchObject({
      membershipTier: 'basic',
      paymentIntentId: basic.body.payment_intent_id,
    });
    expect(iso(m?.expiresAt)).toBe('2028-03-15T17:00:00.000Z');
  });

  it('When the same renewal success is delivered again, then nothing is extended twice', async () => {
    const { intent } = await pay('/create-payment-intent', { membership_id: 'm-1' });
    const again = await deliverWebhook(
      app,
      stripe.signedIntentEvent('payment_intent.succeeded', intent),
    );

    expect(again.body.outcome).toBe('already_paid');
    expect(iso((await data('memberships/m-1'))?.expiresAt)).toBe('2028-03-15T17:00:00.000Z');
    expect((await db.collection('mail').count().get()).data().count).toBe(1);
  });
});

describe('open intents of a renewable record', () => {
  it('When the tier or the expiry renewed from changed, then a new intent is made; otherwise the open one comes back', async () => {
    const basic = await post('/create-payment-intent', { membership_id: 'm-1' });
    const again = await post('/create-payment-intent', { membership_id: 'm-1' });
    const champion = await post('/create-payment-intent', {
      membership_id: 'm-1',
      membership_tier: 'champion',
    });
    await db.doc('memberships/m-1').update({ expiresAt: new Date('2027-03-20T17:00:00.000Z') });
    const moved = await post('/create-payment-intent', {
      membership_id: 'm-1',
      membership_tier: 'champion',
    });

    expect(again.body.payment_intent_id).toBe(basic.body.payment_intent_id);
    expect(champion.body.payment_intent_id).not.toBe(basic.body.payment_intent_id);
    expect(moved.body.payment_intent_id).not.toBe(champion.body.payment_intent_id);
    const intent = await stripe.gateway.retrieveIntent(moved.body.payment_intent_id);
    expect(intent.metadata.item_0).toBe('membership:m-1:renewal:champion:2027-03-20T17:00:00.000Z');
  });

  it('When the record names an intent Stripe does not know (demo data), then the renewal gets a new intent', async () => {
    await db.doc('memberships/m-1').update({ paymentIntentId: 'pi_demo_m-1' });

    const renewal = await post('/create-payment-intent', { membership_id: 'm-1' });

    expect(renewal.status).toBe(200);
    expect(renewal.body.purpose).toBe('renewal');
  });

  it("When last year's paid intent is still on the record, then the renewal gets a new intent", async () => {
    await seed(db, 'memberships/m-2', approvedMembership(owner.uid));
    clock = new Date('2026-03-15T17:00:00.000Z');
    await pay('/create-payment-intent', { membership_id: 'm-2' });
    clock = new Date('2027-02-01T10:00:00.000Z');

    const renewal = await post('/create-payment-intent', { membership_id: 'm-2' });

    expect(renewal.status).toBe(200);
    expect(renewal.body.purpose).toBe('renewal');
  });
});

describe('clubs and their coach membership', () => {
  beforeEach(async () => {
    await seed(
      db,
      'memberships/coach-1',
      coachMembership({
        status: 'active',
        paymentStatus: 'paid',
        memberId: 'IL-2026-000003',
        activatedAt: ACTIVATED,
        expiresAt: EXPIRY,
      }),
    );
    await seed(
      db,
      'clubs/c-1',
      approvedClub(owner.uid, {
        status: 'active',
        paymentStatus: 'paid',
        memberId: 'IL-C-2026-0001',
        defaultCoachMembershipId: 'coach-1',
        defaultCoachMemberId: 'IL-2026-000003',
        activatedAt: ACTIVATED,
        expiresAt: EXPIRY,
      }),
    );
  });

  it("When an approved club coach membership is paid on its own, then it is refused: the club's fee pays for it", async () => {
    await seed(db, 'memberships/coach-2', coachMembership({ status: 'approved' }));

    const approved = await post('/create-payment-intent', { membership_id: 'coach-2' });
    const renewing = await post('/create-payment-intent', { membership_id: 'coach-1' });

    for (const response of [approved, renewing]) {
      expect(response.status).toBe(400);
      expect(response.body.detail).toBe(
        "This coach membership is paid with its club's yearly fee.",
      );
    }
    expect((await db.collection('payments').count().get()).data().count).toBe(0);
  });

  it('When a signed success pays a coach membership alone, then the webhook refuses it and nothing changes', async () => {
    await seed(db, 'memberships/coach-2', coachMembership({ status: 'approved' }));
    const intent = await stripe.gateway.createIntent({
      amount: 29700,
      currency: 'usd',
      metadata: { kind: 'membership', targetId: 'coach-2', accountUid: owner.uid },
      idempotencyKey: 'coach-alone',
    });
    const paid = await stripe.gateway.confirmWithTestMethod(intent.id, 'pm_card_visa');

    const delivered = await deliverWebhook(
      app,
      stripe.signedIntentEvent('payment_intent.succeeded', paid),
    );

    expect(delivered.body.outcome).toBe('rejected');
    expect(await data('memberships/coach-2')).toMatchObject({
      status: 'approved',
      paymentStatus: 'pending',
      memberId: null,
    });
  });

  it('When the club renews, then the club and its coach membership both run to the same new expiry', async () => {
    const { prepared, outcome } = await pay('/club/create-payment-intent', {
      club_membership_id: 'c-1',
    });

    expect(prepared).toMatchObject({ amount: 29700, purpose: 'renewal' });
    expect(outcome).toBe('renewed');
    const club = await data('clubs/c-1');
    const coach = await data('memberships/coach-1');
    expect(club).toMatchObject({ status: 'active', memberId: 'IL-C-2026-0001' });
    expect(coach).toMatchObject({
      status: 'active',
      paymentStatus: 'paid',
      memberId: 'IL-2026-000003',
      membershipTier: 'club',
    });
    expect(iso(club?.expiresAt)).toBe('2028-03-15T17:00:00.000Z');
    expect(iso(coach?.expiresAt)).toBe('2028-03-15T17:00:00.000Z');
    expect(iso(coach?.renewedAt)).toBe(clock.toISOString());
    const payment = await data(`payments/${prepared.payment_intent_id}`);
    expect(payment?.membershipIds).toEqual(['coach-1']);
    expect(
      payment?.items.map((i: { id: string; withClub: string | null }) => [i.id, i.withClub]),
    ).toEqual([
      ['c-1', null],
      ['coach-1', 'c-1'],
    ]);
  });

  it('When the coach membership was suspended, then the club renews alone', async () => {
    await db.doc('memberships/coach-1').update({ status: 'suspended' });

    await pay('/club/create-payment-intent', { club_membership_id: 'c-1' });

    expect(iso((await data('clubs/c-1'))?.expiresAt)).toBe('2028-03-15T17:00:00.000Z');
    const coach = await data('memberships/coach-1');
    expect(coach?.status).toBe('suspended');
    expect(iso(coach?.expiresAt)).toBe(EXPIRY.toISOString());
  });

  it("When a club's first fee is paid, then its approved coach membership is active with it, to the same expiry", async () => {
    await seed(db, 'memberships/coach-3', coachMembership({ status: 'approved' }));
    await seed(db, 'clubs/c-2', approvedClub(owner.uid, { defaultCoachMembershipId: 'coach-3' }));

    const { prepared } = await pay('/club/create-payment-intent', { club_membership_id: 'c-2' });

    expect(prepared.purpose).toBe('first');
    const club = await data('clubs/c-2');
    const coach = await data('memberships/coach-3');
    expect(coach).toMatchObject({ status: 'active', paymentStatus: 'paid' });
    expect(coach?.memberId).toBe(club?.defaultCoachMemberId);
    expect(iso(coach?.expiresAt)).toBe(iso(club?.expiresAt));
    expect(iso(club?.expiresAt)).toBe('2028-02-01T10:00:00.000Z');
  });
});
