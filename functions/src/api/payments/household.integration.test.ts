import request from 'supertest';

import { intentMetadata } from '../../payments/payment-gateway';
import {
  createTestUser,
  isolatedFirestore,
  seedSignIn,
  type TestUser,
} from '../../test-support/emulators';
import { approvedMembership, deliverWebhook, seed } from '../../test-support/payment-fixtures';
import { startStripeDouble, type StripeDouble } from '../../test-support/stripe-double';
import { testApp } from '../../test-support/test-app';

jest.setTimeout(30_000);

const { db, clear } = isolatedFirestore('demo-iltkd-household');
const EXPIRY = new Date('2027-03-15T17:00:00.000Z');
const NOW = new Date('2027-02-01T10:00:00.000Z');
let stripe: StripeDouble;
let app: ReturnType<typeof testApp>;
let parent: TestUser;
let stranger: TestUser;

const post = (path: string, body: unknown, user = parent) =>
  request(app)
    .post(`/api/v1/payments/household${path}`)
    .set({ authorization: `Bearer ${user.idToken}` })
    .send(body as object);
const data = async (path: string) => (await db.doc(path).get()).data();
const iso = (value: { toDate(): Date } | null | undefined) => value?.toDate().toISOString() ?? null;
const count = async (collection: string) =>
  (await db.collection(collection).count().get()).data().count;
const deliver = (signed: { payload: string; signature: string }) => deliverWebhook(app, signed);

const renewing = (name: string, fields: Record<string, unknown> = {}) =>
  approvedMembership(parent.uid, {
    firstName: name,
    status: 'active',
    paymentStatus: 'paid',
    memberId: `IL-2026-00000${name.length}`,
    activatedAt: new Date('2026-03-15T17:00:00.000Z'),
    expiresAt: EXPIRY,
    ...fields,
  });

async function payHousehold(ids: string[]) {
  const prepared = await post('/create-payment-intent', { membership_ids: ids });
  expect(prepared.status).toBe(200);
  const intent = await stripe.gateway.confirmWithTestMethod(
    prepared.body.payment_intent_id,
    'pm_card_visa',
  );
  const delivered = await deliver(stripe.signedIntentEvent('payment_intent.succeeded', intent));
  return { prepared: prepared.body, intent, outcome: delivered.body.outcome };
}

beforeAll(async () => {
  [parent, stranger] = await Promise.all([createTestUser(), createTestUser()]);
  await seedSignIn(parent.uid, parent.email);
}, 30_000);

beforeEach(async () => {
  stripe = await startStripeDouble();
  app = testApp({ db, paymentGateway: stripe.gateway, now: () => NOW });
  await clear();
  await seed(db, `accounts/${parent.uid}`, { email: parent.email });
  await seed(db, 'memberships/parent', renewing('Maria', { membershipTier: 'champion' }));
  await seed(db, 'memberships/child-1', renewing('Leo'));
  await seed(db, 'memberships/child-2', approvedMembership(parent.uid, { firstName: 'Ana' }));
});

afterEach(() => stripe.close());

describe('POST /payments/household/create-payment-intent', () => {
  it('When a parent pays three memberships at once, then one intent asks the sum of their prices and lists each', async () => {
    const response = await post('/create-payment-intent', {
      membership_ids: ['parent', 'child-1', 'child-2'],
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      amount: 24700 + 16700 + 16700,
      currency: 'usd',
      membership_ids: ['parent', 'child-1', 'child-2'],
    });
    expect(response.body.client_secret).toMatch(/^pi_\w+_secret_\w+$/);
    const intent = await stripe.gateway.retrieveIntent(response.body.payment_intent_id);
    expect(intent.metadata).toEqual({
      kind: 'household',
      accountUid: parent.uid,
      items: '3',
      item_0: 'membership:parent:renewal:champion:2027-03-15T17:00:00.000Z',
      item_1: 'membership:child-1:renewal:basic:2027-03-15T17:00:00.000Z',
      item_2: 'membership:child-2:first:basic:',
    });
    expect(await data(`payments/${intent.id}`)).toMatchObject({
      status: 'pending',
      kind: 'household',
      purpose: 'household',
      membershipIds: ['parent', 'child-1', 'child-2'],
      accountUid: parent.uid,
    });
    const again = await post('/create-payment-intent', {
      membership_ids: ['parent', 'child-1', 'child-2'],
    });
    expect(again.body.payment_intent_id).toBe(intent.id);
  });

  it.each([
    ['one membership', { membership_ids: ['parent'] }],
    ['the same membership twice', { membership_ids: ['parent', 'parent'] }],
    ['21 memberships', { membership_ids: Array.from({ length: 21 }, (_, i) => `m-${i}`) }],
    ['no list', {}],
    ['a list of objects', { membership_ids: [{}, {}] }],
    ['an id Firestore cannot take', { membership_ids: ['parent', 'a/b'] }],
    ['an unknown field', { membership_ids: ['parent', 'child-1'], amount: 100 }],
  ])('When the body has %s, then it answers 400 and nothing is made', async (_, body) => {
    const response = await post('/create-payment-intent', body);

    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
    expect(await count('payments')).toBe(0);
  });

  it('When a membership is not the caller’s, a coach membership or not payable, then it is refused', async () => {
    await seed(db, 'memberships/other', approvedMembership(stranger.uid));
    await seed(
      db,
      'memberships/coach',
      approvedMembership(parent.uid, { role: 'coach', membershipTier: 'club' }),
    );
    await seed(
      db,
      'memberships/review',
      approvedMembership(parent.uid, { firstName: 'Sam', status: 'in_review' }),
    );

    const others = await post('/create-payment-intent', { membership_ids: ['parent', 'other'] });
    const coach = await post('/create-payment-intent', { membership_ids: ['parent', 'coach'] });
    const review = await post('/create-payment-intent', { membership_ids: ['parent', 'review'] });
    const missing = await post('/create-payment-intent', { membership_ids: ['parent', 'nope'] });

    expect(others.status).toBe(403);
    expect(coach.status).toBe(400);
    expect(coach.body.detail).toContain(
      "This coach membership is paid with its club's yearly fee.",
    );
    expect(review.status).toBe(400);
    expect(review.body.detail).toContain('Sam Khan');
    expect(missing.status).toBe(404);
    expect(await count('payments')).toBe(0);
  });
});

describe('settling a household payment', () => {
  it('When it succeeds, then every membership is settled in one go: renewals extended, the new one active with a member ID', async () => {
    const { prepared, outcome } = await payHousehold(['parent', 'child-1', 'child-2']);

    expect(outcome).toBe('activated');
    for (const id of ['parent', 'child-1']) {
      const m = await data(`memberships/${id}`);
      expect(m?.status).toBe('active');
      expect(iso(m?.expiresAt)).toBe('2028-03-15T17:00:00.000Z');
    }
    const child = await data('memberships/child-2');
    expect(child).toMatchObject({ status: 'active', paymentStatus: 'paid' });
    expect(child?.memberId).toBe('IL-2027-000001');
    expect(iso(child?.expiresAt)).toBe('2028-02-01T10:00:00.000Z');
    const payment = await data(`payments/${prepared.payment_intent_id}`);
    expect(payment).toMatchObject({ status: 'completed', purpose: 'household', amount: 58100 });
    expect(payment?.items.map((i: { outcome: string }) => i.outcome)).toEqual([
      'renewed',
      'renewed',
      'activated',
    ]);
    const receipt = (await db.collection('mail').get()).docs.map((d) => d.data().message.text);
    expect(receipt).toHaveLength(1);
    expect(receipt[0]).toContain('Renewed: Maria Khan');
    expect(receipt[0]).toContain('Paid for: Ana Khan');

    const confirmed = await post('/confirm-payment', {
      payment_intent_id: prepared.payment_intent_id,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      success: true,
      memberships: [
        {
          id: 'parent',
          status: 'active',
          payment_status: 'paid',
          member_id: 'IL-2026-000005',
          expires_at: '2028-03-15T17:00:00.000Z',
        },
        {
          id: 'child-1',
          status: 'active',
          payment_status: 'paid',
          member_id: 'IL-2026-000003',
          expires_at: '2028-03-15T17:00:00.000Z',
        },
        {
          id: 'child-2',
          status: 'active',
          payment_status: 'paid',
          member_id: 'IL-2027-000001',
          expires_at: '2028-02-01T10:00:00.000Z',
        },
      ],
    });
  });

  it('When confirm-payment arrives before the webhook, then it settles the payment the same way', async () => {
    const prepared = await post('/create-payment-intent', {
      membership_ids: ['child-1', 'child-2'],
    });
    await stripe.gateway.confirmWithTestMethod(prepared.body.payment_intent_id, 'pm_card_visa');

    const confirmed = await post('/confirm-payment', {
      payment_intent_id: prepared.body.payment_intent_id,
    });

    expect(confirmed.body.success).toBe(true);
    expect((await data('memberships/child-2'))?.status).toBe('active');
  });

  it('When confirm-payment names a single payment or someone else’s, then it is refused', async () => {
    const single = await request(app)
      .post('/api/v1/payments/create-payment-intent')
      .set({ authorization: `Bearer ${parent.idToken}` })
      .send({ membership_id: 'child-2' });
    const household = await post('/create-payment-intent', {
      membership_ids: ['child-1', 'child-2'],
    });

    const notHousehold = await post('/confirm-payment', {
      payment_intent_id: single.body.payment_intent_id,
    });
    const notYours = await post(
      '/confirm-payment',
      { payment_intent_id: household.body.payment_intent_id },
      stranger,
    );

    expect(notHousehold.status).toBe(400);
    expect(notYours.status).toBe(403);
  });

  it('When a card is declined, then the new membership shows the failure and the renewing ones stay as they were', async () => {
    const prepared = await post('/create-payment-intent', {
      membership_ids: ['child-1', 'child-2'],
    });
    const intent = await stripe.gateway.confirmWithTestMethod(
      prepared.body.payment_intent_id,
      'pm_card_chargeDeclined',
    );

    await deliver(stripe.signedIntentEvent('payment_intent.payment_failed', intent));

    expect(await data('memberships/child-2')).toMatchObject({
      status: 'approved',
      paymentStatus: 'failed',
    });
    expect(await data('memberships/child-1')).toMatchObject({
      status: 'active',
      paymentStatus: 'paid',
    });
    expect((await data(`payments/${intent.id}`))?.status).toBe('failed');
  });

  it('When it is refunded, then each membership gives back what it got', async () => {
    const { intent } = await payHousehold(['child-1', 'child-2']);

    const refunded = await deliver(stripe.signedRefundEvent(intent.id, intent.amount));

    expect(refunded.body.outcome).toBe('refunded');
    const renewed = await data('memberships/child-1');
    expect(renewed?.status).toBe('active');
    expect(iso(renewed?.expiresAt)).toBe(EXPIRY.toISOString());
    expect(await data('memberships/child-2')).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'pending',
    });
  });

  it('When it is disputed, then each membership is suspended and the audit log says so; won, each is back', async () => {
    const { intent } = await payHousehold(['child-1', 'child-2']);

    await deliver(stripe.signedDisputeEvent('charge.dispute.created', intent.id));

    for (const id of ['child-1', 'child-2']) {
      expect(await data(`memberships/${id}`)).toMatchObject({
        status: 'suspended',
        statusReason: 'Payment disputed',
      });
    }
    const audit = (await db.collection('auditLog').get()).docs.map((d) => d.data());
    expect(audit.map((entry) => entry.recordId).sort()).toEqual(['child-1', 'child-2']);
    expect(audit[0]).toMatchObject({ actorUid: 'stripe', action: 'status' });
    expect((await data(`payments/${intent.id}`))?.items[0]).toMatchObject({
      statusBeforeDispute: 'active',
    });

    await deliver(stripe.signedDisputeEvent('charge.dispute.closed', intent.id, { status: 'won' }));

    for (const id of ['child-1', 'child-2']) {
      expect(await data(`memberships/${id}`)).toMatchObject({
        status: 'active',
        statusReason: null,
      });
    }
    expect((await data(`payments/${intent.id}`))?.disputeStatus).toBe('won');
    expect(await count('auditLog')).toBe(4);
  });
});

describe('one membership in two open payments', () => {
  const single = (id: string) =>
    request(app)
      .post('/api/v1/payments/create-payment-intent')
      .set({ authorization: `Bearer ${parent.idToken}` })
      .send({ membership_id: id });

  it('When a member opens a household payment, then a single payment for one of its memberships, then the household intent is cancelled at Stripe and cannot be paid', async () => {
    const household = await post('/create-payment-intent', {
      membership_ids: ['parent', 'child-2'],
    });
    const alone = await single('child-2');
    expect(alone.status).toBe(200);

    const first = await stripe.gateway.retrieveIntent(household.body.payment_intent_id);
    expect(first.status).toBe('canceled');
    await expect(stripe.gateway.confirmWithTestMethod(first.id, 'pm_card_visa')).rejects.toThrow();
    const paid = await stripe.gateway.confirmWithTestMethod(
      alone.body.payment_intent_id,
      'pm_card_visa',
    );
    const delivered = await deliver(stripe.signedIntentEvent('payment_intent.succeeded', paid));
    expect(delivered.body.outcome).toBe('activated');
  });

  it('When a household payment and a single payment for one membership both succeed, then the later success refunds that membership’s price through Stripe and mails the member', async () => {
    const refunds = jest.spyOn(stripe.gateway, 'refundIntent');
    const household = await post('/create-payment-intent', {
      membership_ids: ['parent', 'child-2'],
    });
    // A second tab's request at the same instant, which saw no other open intent.
    const alone = await stripe.gateway.createIntent({
      amount: 16700,
      currency: 'usd',
      metadata: intentMetadata('membership', parent.uid, [
        { kind: 'membership', id: 'child-2', purpose: 'first', tier: 'basic', renewsFrom: null },
      ]),
      idempotencyKey: 'second-tab',
    });
    const [paidHousehold, paidAlone] = await Promise.all(
      [household.body.payment_intent_id, alone.id].map((id) =>
        stripe.gateway.confirmWithTestMethod(id, 'pm_card_visa'),
      ),
    );
    await deliver(stripe.signedIntentEvent('payment_intent.succeeded', paidAlone));
    const mailBefore = await count('mail');

    const late = await deliver(stripe.signedIntentEvent('payment_intent.succeeded', paidHousehold));

    expect(late.status).toBe(200);
    expect(refunds).toHaveBeenCalledWith(paidHousehold.id, expect.any(String), 16700);
    const payment = await data(`payments/${paidHousehold.id}`);
    expect(payment).toMatchObject({ status: 'completed', refundDue: false });
    expect(iso(payment?.refundRequestedAt)).toBe(NOW.toISOString());
    const mail = (await db.collection('mail').get()).docs.map((d) => d.data());
    expect(mail).toHaveLength(mailBefore + 2);
    const refundMail = mail.find((m) => m.message.subject.includes('refund'));
    expect(refundMail?.to).toBe(parent.email);
    expect(refundMail?.message.text).toContain('Ana Khan');
    expect(refundMail?.message.text).toContain('$167');
    // The household still renewed the parent; Stripe's partial refund changes nothing more.
    const partial = await deliver(stripe.signedRefundEvent(paidHousehold.id, 16700, false));
    expect(partial.body.outcome).toBe('partially_refunded');
    const renewed = await data('memberships/parent');
    expect(iso(renewed?.expiresAt)).toBe('2028-03-15T17:00:00.000Z');
    expect(renewed?.membershipTier).toBe('champion');
  });
});
