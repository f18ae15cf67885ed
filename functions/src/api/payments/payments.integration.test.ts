import request from 'supertest';

import { createTestUser, isolatedFirestore, type TestUser } from '../../test-support/emulators';
import { approvedClub, approvedMembership, seed } from '../../test-support/payment-fixtures';
import { startStripeDouble, type StripeDouble } from '../../test-support/stripe-double';
import { testApp } from '../../test-support/test-app';

jest.setTimeout(30_000);

const { db, clear } = isolatedFirestore('demo-iltkd-payments');
let stripe: StripeDouble;
let app: ReturnType<typeof testApp>;
let owner: TestUser;
let stranger: TestUser;

const as = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
const post = (path: string, user: TestUser, body: object) =>
  request(app).post(`/api/v1/payments${path}`).set(as(user)).send(body);
const membership = async (id: string) => (await db.doc(`memberships/${id}`).get()).data();

beforeAll(async () => {
  [owner, stranger] = await Promise.all([createTestUser(), createTestUser()]);
  await clear();
}, 30_000);

// A fresh Stripe per test: Firestore is cleared, and Stripe's idempotency keys would
// otherwise hand back a previous test's intent.
beforeEach(async () => {
  stripe = await startStripeDouble();
  app = testApp({ db, paymentGateway: stripe.gateway });
  await clear();
  await seed(db, `accounts/${owner.uid}`, { email: owner.email });
  await seed(db, 'memberships/m-basic', approvedMembership(owner.uid));
  await seed(
    db,
    'memberships/m-champion',
    approvedMembership(owner.uid, { membershipTier: 'champion' }),
  );
  await seed(db, 'memberships/m-review', approvedMembership(owner.uid, { status: 'in_review' }));
  await seed(
    db,
    'memberships/m-paid',
    approvedMembership(owner.uid, { status: 'active', paymentStatus: 'paid' }),
  );
  await seed(db, 'clubs/c-1', approvedClub(owner.uid));
});

afterEach(() => stripe.close());

describe('POST /payments/create-payment-intent', () => {
  it('When the owner pays an approved membership, then the amount comes from the tier and a client secret is returned', async () => {
    const basic = await post('/create-payment-intent', owner, { membership_id: 'm-basic' });
    const champion = await post('/create-payment-intent', owner, { membership_id: 'm-champion' });

    expect(basic.status).toBe(200);
    expect(basic.body).toMatchObject({ amount: 16700, currency: 'usd' });
    expect(basic.body.client_secret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(champion.body.amount).toBe(24700);
    const intent = await stripe.stripe.paymentIntents.retrieve(basic.body.payment_intent_id);
    expect(intent.metadata).toEqual({
      kind: 'membership',
      accountUid: owner.uid,
      items: '1',
      item_0: 'membership:m-basic:first:basic:',
    });
    expect(basic.body.purpose).toBe('first');
    expect((await membership('m-basic'))?.paymentIntentId).toBe(intent.id);
    expect((await db.doc(`payments/${intent.id}`).get()).data()).toMatchObject({
      status: 'pending',
      amount: 16700,
      accountUid: owner.uid,
    });
  });

  it('When it is asked twice for the same membership, then the same open intent comes back', async () => {
    const first = await post('/create-payment-intent', owner, { membership_id: 'm-basic' });
    const second = await post('/create-payment-intent', owner, { membership_id: 'm-basic' });

    expect(second.body.client_secret).toBe(first.body.client_secret);
    expect((await db.collection('payments').count().get()).data().count).toBe(1);
  });

  it('When the client sends an amount, then it is refused and no intent is made', async () => {
    const response = await post('/create-payment-intent', owner, {
      membership_id: 'm-basic',
      amount: 1,
    });
    expect(response.status).toBe(400);
    expect((await membership('m-basic'))?.paymentIntentId).toBeUndefined();
  });

  it("When someone pays another person's membership, then it is refused with 403", async () => {
    const response = await post('/create-payment-intent', stranger, { membership_id: 'm-basic' });
    expect(response.status).toBe(403);
    expect(response.body.detail).toBe('You can only pay for your own membership.');
  });

  it('When the membership is not approved yet, then it is refused with 400', async () => {
    const response = await post('/create-payment-intent', owner, { membership_id: 'm-review' });
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe(
      'This membership is not approved for payment yet (status in_review).',
    );
  });

  it('When the membership is already paid, then it is refused with 400', async () => {
    const response = await post('/create-payment-intent', owner, { membership_id: 'm-paid' });
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('This membership is already paid.');
  });

  it('When the membership does not exist, then it answers 404', async () => {
    expect((await post('/create-payment-intent', owner, { membership_id: 'nope' })).status).toBe(
      404,
    );
  });

  it('When there is no sign-in token, then it answers 401', async () => {
    const response = await request(app)
      .post('/api/v1/payments/create-payment-intent')
      .send({ membership_id: 'm-basic' });
    expect(response.status).toBe(401);
  });
});

describe('POST /payments/confirm-payment', () => {
  it('When Stripe says the intent succeeded, then the membership is activated like the webhook would', async () => {
    const { body } = await post('/create-payment-intent', owner, { membership_id: 'm-basic' });
    await stripe.stripe.paymentIntents.confirm(body.payment_intent_id, {
      payment_method: 'pm_card_visa',
    });

    const response = await post('/confirm-payment', owner, {
      payment_intent_id: body.payment_intent_id,
      membership_id: 'm-basic',
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      status: 'active',
      payment_status: 'paid',
      payment_intent_status: 'succeeded',
    });
    expect(response.body.member_id).toMatch(/^IL-\d{4}-\d{6}$/);
    expect((await db.doc(`payments/${body.payment_intent_id}`).get()).data()?.status).toBe(
      'completed',
    );
  });

  it('When the intent has not been paid, then nothing changes and success is false', async () => {
    const { body } = await post('/create-payment-intent', owner, { membership_id: 'm-basic' });

    const response = await post('/confirm-payment', owner, {
      payment_intent_id: body.payment_intent_id,
      membership_id: 'm-basic',
    });

    expect(response.body).toMatchObject({
      success: false,
      status: 'approved',
      payment_status: 'pending',
    });
  });

  it('When the intent pays for another membership, then it is refused', async () => {
    const { body } = await post('/create-payment-intent', owner, { membership_id: 'm-basic' });
    await stripe.stripe.paymentIntents.confirm(body.payment_intent_id, {
      payment_method: 'pm_card_visa',
    });

    const response = await post('/confirm-payment', owner, {
      payment_intent_id: body.payment_intent_id,
      membership_id: 'm-champion',
    });

    expect(response.status).toBe(400);
    expect((await membership('m-champion'))?.status).toBe('approved');
  });

  it("When someone confirms another person's payment, then it is refused with 403", async () => {
    const { body } = await post('/create-payment-intent', owner, { membership_id: 'm-basic' });
    const response = await post('/confirm-payment', stranger, {
      payment_intent_id: body.payment_intent_id,
      membership_id: 'm-basic',
    });
    expect(response.status).toBe(403);
  });
});

describe('club payments', () => {
  it('When the club owner pays the club fee, then $297 is asked and the confirmed payment activates the club', async () => {
    const created = await post('/club/create-payment-intent', owner, { club_membership_id: 'c-1' });
    expect(created.body).toMatchObject({ amount: 29700, currency: 'usd' });
    await stripe.stripe.paymentIntents.confirm(created.body.payment_intent_id, {
      payment_method: 'pm_card_visa',
    });

    const confirmed = await post('/club/confirm-payment', owner, {
      payment_intent_id: created.body.payment_intent_id,
      club_membership_id: 'c-1',
    });

    expect(confirmed.body).toEqual({ success: true });
    expect((await db.doc('clubs/c-1').get()).data()).toMatchObject({
      status: 'active',
      paymentStatus: 'paid',
    });
  });

  it('When someone else pays the club fee, then it is refused with 403', async () => {
    expect(
      (await post('/club/create-payment-intent', stranger, { club_membership_id: 'c-1' })).status,
    ).toBe(403);
  });

  it('When the club is still in review, then it is refused with 400', async () => {
    await seed(db, 'clubs/c-review', approvedClub(owner.uid, { status: 'in_review' }));
    expect(
      (await post('/club/create-payment-intent', owner, { club_membership_id: 'c-review' })).status,
    ).toBe(400);
  });
});

describe('GET /payments/transactions and /payments/membership-pricing', () => {
  it("When a member asks, then only their own transactions come back, latest first, in the spec's shape", async () => {
    const at = (iso: string) => new Date(iso);
    const payment = (
      accountUid: string,
      membershipId: string,
      createdAt: string,
      status: string,
    ) => ({
      accountUid,
      kind: 'membership',
      membershipId,
      clubId: null,
      status,
      amount: 16700,
      currency: 'usd',
      paymentMethod: 'card',
      paymentProvider: 'stripe',
      createdAt: at(createdAt),
      updatedAt: at(createdAt),
      completedAt: status === 'completed' ? at(createdAt) : null,
      failureReason: status === 'failed' ? 'Your card was declined.' : null,
    });
    await seed(
      db,
      'payments/pi_old',
      payment(owner.uid, 'm-basic', '2026-01-01T00:00:00Z', 'failed'),
    );
    await seed(
      db,
      'payments/pi_new',
      payment(owner.uid, 'm-basic', '2026-02-01T00:00:00Z', 'completed'),
    );
    await seed(
      db,
      'payments/pi_other',
      payment(stranger.uid, 'm-x', '2026-03-01T00:00:00Z', 'completed'),
    );

    const response = await request(app).get('/api/v1/payments/transactions').set(as(owner));

    expect(response.status).toBe(200);
    expect(response.body.transactions.map((t: { id: string }) => t.id)).toEqual([
      'pi_new',
      'pi_old',
    ]);
    expect(response.body.transactions[0]).toEqual({
      id: 'pi_new',
      membership_id: 'm-basic',
      club_membership_id: null,
      // Stored before renewals: one record's first payment.
      purpose: 'first',
      membership_ids: ['m-basic'],
      dispute_status: null,
      status: 'completed',
      amount: 16700,
      currency: 'usd',
      payment_method: 'card',
      payment_provider: 'stripe',
      created_at: '2026-02-01T00:00:00.000Z',
      updated_at: '2026-02-01T00:00:00.000Z',
      completed_at: '2026-02-01T00:00:00.000Z',
      failure_reason: null,
      event_entry: null,
    });
  });

  it('When anyone signed in asks for prices, then the domain prices come back in cents', async () => {
    const response = await request(app).get('/api/v1/payments/membership-pricing').set(as(owner));
    expect(response.body).toEqual({
      currency: 'usd',
      prices: { basic: 16700, champion: 24700, club: 29700 },
    });
  });
});

describe('POST /payments/test-checkout', () => {
  it('When the test card 4242 4242 4242 4242 pays under the emulator, then a signed success reaches the webhook and the membership is active', async () => {
    const { body } = await post('/create-payment-intent', owner, { membership_id: 'm-basic' });

    const response = await post('/test-checkout', owner, {
      payment_intent_id: body.payment_intent_id,
      card_number: '4242 4242 4242 4242',
    });

    expect(response.body).toEqual({
      status: 'succeeded',
      failure_reason: null,
      failure_code: null,
    });
    expect(await membership('m-basic')).toMatchObject({ status: 'active', paymentStatus: 'paid' });
    expect((await db.collection('stripeEvents').count().get()).data().count).toBe(1);
  });

  it('When the declined test card pays, then the payment is failed and the membership stays approved', async () => {
    const { body } = await post('/create-payment-intent', owner, { membership_id: 'm-basic' });

    const response = await post('/test-checkout', owner, {
      payment_intent_id: body.payment_intent_id,
      card_number: '4000 0000 0000 0002',
    });

    // The code lets the payer read the decline in their language; the text is Stripe's English.
    expect(response.body).toEqual({
      status: 'failed',
      failure_reason: 'Your card was declined.',
      failure_code: 'generic_decline',
    });
    expect(await membership('m-basic')).toMatchObject({
      status: 'approved',
      paymentStatus: 'failed',
    });
  });

  it('When another card number is typed, then it is refused with 400', async () => {
    const { body } = await post('/create-payment-intent', owner, { membership_id: 'm-basic' });
    const response = await post('/test-checkout', owner, {
      payment_intent_id: body.payment_intent_id,
      card_number: '5555 5555 5555 4444',
    });
    expect(response.status).toBe(400);
  });

  it('When the app does not run in the emulator, then the endpoint does not exist (404)', async () => {
    const production = testApp({ db, paymentGateway: stripe.gateway, emulator: false });
    const { body } = await post('/create-payment-intent', owner, { membership_id: 'm-basic' });

    const response = await request(production)
      .post('/api/v1/payments/test-checkout')
      .set(as(owner))
      .send({ payment_intent_id: body.payment_intent_id, card_number: '4242424242424242' });

    expect(response.status).toBe(404);
    expect((await membership('m-basic'))?.status).toBe('approved');
  });
});
