import { isolatedFirestore, emulatorServices, seedSignIn } from '../test-support/emulators';
import {
  approvedClub,
  approvedMembership,
  deliverWebhook,
  intentFor,
  seed,
} from '../test-support/payment-fixtures';
import { startStripeDouble, type StripeDouble } from '../test-support/stripe-double';
import { testApp } from '../test-support/test-app';
import { directoryProjection } from '../triggers/directory-projection';

import { paymentSettlement } from './settle-payment';
import { webhookHandler } from './webhook-handler';

// Many emulator round trips on cores shared with other suites; deliveries at once are in
// concurrent-payments.integration.test.ts.
jest.setTimeout(30_000);

const { db, clear } = isolatedFirestore('demo-iltkd-webhook');
const NOW = new Date('2026-11-22T12:00:00Z');
let stripe: StripeDouble;
let app: ReturnType<typeof testApp>;

const deliver = (signed: { payload: string; signature: string }) => deliverWebhook(app, signed);

const membership = async (id: string) => (await db.doc(`memberships/${id}`).get()).data();
const count = async (collection: string) =>
  (await db.collection(collection).count().get()).data().count;

beforeAll(async () => {
  stripe = await startStripeDouble();
  app = testApp({ db, paymentGateway: stripe.gateway, now: () => NOW });
  await clear();
}, 30_000);

afterAll(() => stripe.close());

beforeEach(async () => {
  await clear();
  await seed(db, 'accounts/owner-1', { email: 'aisha@example.test' });
  await seedSignIn('owner-1', 'aisha@example.test');
  await seed(db, 'memberships/m-1', approvedMembership('owner-1'));
});

const succeeded = (fields = {}) =>
  stripe.signedIntentEvent(
    'payment_intent.succeeded',
    intentFor('membership', 'm-1', 'owner-1', fields),
  );

describe('payment_intent.succeeded', () => {
  it('When the payer never verified their address, then the membership is active but no receipt is mailed to it', async () => {
    await seedSignIn('owner-1', 'aisha@example.test', false);
    await deliver(await succeeded()).expect(200);
    expect((await membership('m-1'))?.status).toBe('active');
    expect(await count('mail')).toBe(0);
  });

  it('When a valid signed event arrives, then the membership is active and paid with a member ID, an expiry one year on, a completed transaction and a receipt', async () => {
    const event = succeeded();
    const response = await deliver(event);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ received: true, outcome: 'activated' });
    const m = await membership('m-1');
    expect(m).toMatchObject({ status: 'active', paymentStatus: 'paid' });
    expect(m?.memberId).toBe('IL-2026-000001');
    expect(m?.activatedAt.toDate().toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(m?.expiresAt.toDate().toISOString()).toBe('2027-11-22T12:00:00.000Z');
    const payment = (await db.doc('payments/pi_membership_m-1').get()).data();
    expect(payment).toMatchObject({
      status: 'completed',
      amount: 16700,
      currency: 'usd',
      membershipId: 'm-1',
      accountUid: 'owner-1',
    });
    const mail = await db.collection('mail').get();
    expect(mail.docs.map((doc) => doc.data().to)).toEqual(['aisha@example.test']);
    expect(mail.docs[0]?.data().message.text).toContain('Member ID: IL-2026-000001');
    // Both short-lived: the TTL policies delete them after 30 and 90 days.
    expect(mail.docs[0]?.data().expiresAt.toDate().toISOString()).toBe('2026-12-22T12:00:00.000Z');
    const recorded = await db.doc(`stripeEvents/${JSON.parse(event.payload).id}`).get();
    expect(recorded.data()).toMatchObject({
      type: 'payment_intent.succeeded',
      outcome: 'activated',
    });
    expect(recorded.data()?.expiresAt.toDate().toISOString()).toBe('2027-02-20T12:00:00.000Z');
  });

  it('When the payer reads Spanish, then the receipt is written in Spanish', async () => {
    await seed(db, 'accounts/owner-1', { email: 'aisha@example.test', preferredLanguage: 'es' });

    await deliver(succeeded()).expect(200);

    const [receipt] = (await db.collection('mail').get()).docs.map((doc) => doc.data());
    expect(receipt?.message.subject).toBe('Pago recibido: su membresía está activa');
    expect(receipt?.message.text).toContain('ID de miembro: IL-2026-000001');
    expect(receipt?.message.text).toContain('Vigente hasta el 22 de noviembre de 2027');
  });

  it('When the signature is wrong, then it answers 400 with the error body and nothing changes', async () => {
    const { payload } = succeeded();
    const forged = stripe.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else',
    });

    const response = await deliver({ payload, signature: forged });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'VALIDATION_ERROR',
      detail: 'Invalid Stripe signature.',
      message_key: 'webhook.invalidSignature',
      params: {},
    });
    expect(await membership('m-1')).toMatchObject({
      status: 'approved',
      paymentStatus: 'pending',
      memberId: null,
    });
    expect(await count('payments')).toBe(0);
    expect(await count('stripeEvents')).toBe(0);
  });

  it('When the body was altered after signing, then it answers 400', async () => {
    const { payload, signature } = succeeded();
    const response = await deliver({ payload: payload.replace('16700', '100'), signature });
    expect(response.status).toBe(400);
  });

  it('When the same event arrives 10 times in a row, then there is one activation, one member ID and one transaction', async () => {
    const event = stripe.signedIntentEvent(
      'payment_intent.succeeded',
      intentFor('membership', 'm-1', 'owner-1'),
      'evt_same',
    );
    const outcomes = [];
    for (let i = 0; i < 10; i += 1) outcomes.push((await deliver(event)).body.outcome);

    expect(outcomes).toEqual(['activated', ...Array(9).fill('duplicate')]);
    expect((await membership('m-1'))?.memberId).toBe('IL-2026-000001');
    expect((await db.doc('counters/memberIds').get()).data()?.next).toBe(2);
    expect(await count('payments')).toBe(1);
    expect(await count('mail')).toBe(1);
  });

  it('When different events report the same payment, then the second changes nothing', async () => {
    await deliver(
      stripe.signedIntentEvent(
        'payment_intent.succeeded',
        intentFor('membership', 'm-1', 'owner-1'),
        'evt_a',
      ),
    );
    const second = await deliver(
      stripe.signedIntentEvent(
        'payment_intent.succeeded',
        intentFor('membership', 'm-1', 'owner-1'),
        'evt_b',
      ),
    );

    expect(second.body.outcome).toBe('already_paid');
    expect((await db.doc('counters/memberIds').get()).data()?.next).toBe(2);
  });

  it('When the amount does not match the tier price, then the event is refused, recorded as rejected and nothing is activated', async () => {
    const response = await deliver(
      stripe.signedIntentEvent(
        'payment_intent.succeeded',
        intentFor('membership', 'm-1', 'owner-1', { amount: 100 }),
        'evt_cheap',
      ),
    );

    expect(response.status).toBe(200);
    expect(response.body.outcome).toBe('rejected');
    expect(await membership('m-1')).toMatchObject({ status: 'approved', paymentStatus: 'pending' });
    expect((await db.doc('stripeEvents/evt_cheap').get()).data()).toMatchObject({
      outcome: 'rejected',
      reason: 'amount 100 instead of 16700',
    });
  });

  it.each([
    ['currency', { currency: 'eur' }],
    ['payer', { metadata: { kind: 'membership', targetId: 'm-1', accountUid: 'someone-else' } }],
    ['metadata', { metadata: {} }],
    ['record', { metadata: { kind: 'membership', targetId: 'no-such', accountUid: 'owner-1' } }],
  ])('When the %s does not match our records, then the event is refused', async (_what, fields) => {
    const response = await deliver(
      stripe.signedIntentEvent(
        'payment_intent.succeeded',
        intentFor('membership', 'm-1', 'owner-1', fields),
      ),
    );
    expect(response.body.outcome).toBe('rejected');
    expect((await membership('m-1'))?.status).toBe('approved');
  });
});

describe('payment_intent.payment_failed', () => {
  const declined = (eventId: string) =>
    stripe.signedIntentEvent(
      'payment_intent.payment_failed',
      intentFor('membership', 'm-1', 'owner-1', {
        status: 'requires_payment_method',
        failureReason: 'Your card was declined.',
      }),
      eventId,
    );

  it('When a card is declined, then the payment status is failed with the reason and the membership stays approved', async () => {
    const response = await deliver(declined('evt_declined'));

    expect(response.body.outcome).toBe('failure_recorded');
    expect(await membership('m-1')).toMatchObject({
      status: 'approved',
      paymentStatus: 'failed',
      paymentFailureReason: 'Your card was declined.',
    });
    expect((await db.doc('payments/pi_membership_m-1').get()).data()).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined.',
    });
  });

  it('When a success follows a failure, then the membership is activated', async () => {
    await deliver(declined('evt_declined'));
    const response = await deliver(succeeded());

    expect(response.body.outcome).toBe('activated');
    expect(await membership('m-1')).toMatchObject({
      status: 'active',
      paymentStatus: 'paid',
      paymentFailureReason: null,
    });
    expect((await db.doc('payments/pi_membership_m-1').get()).data()?.status).toBe('completed');
  });

  it('When a failure arrives after the success, then nothing changes', async () => {
    await deliver(succeeded());
    const before = await membership('m-1');

    const response = await deliver(declined('evt_late_decline'));

    expect(response.body.outcome).toBe('stale_ignored');
    expect(await membership('m-1')).toEqual(before);
    expect((await db.doc('payments/pi_membership_m-1').get()).data()?.status).toBe('completed');
  });
});

describe('charge.refunded', () => {
  it('When a paid membership is refunded, then it is cancelled, the refund is recorded and the directory entry and claim go', async () => {
    const { auth } = emulatorServices();
    const user = await auth.createUser({});
    await auth.setCustomUserClaims(user.uid, { admin: true });
    await seed(db, 'memberships/m-2', approvedMembership(user.uid));
    await deliver(
      stripe.signedIntentEvent(
        'payment_intent.succeeded',
        intentFor('membership', 'm-2', user.uid),
      ),
    );
    const projection = directoryProjection(db, auth, () => NOW);
    await projection.membershipWritten('m-2', undefined, await membership('m-2'));
    expect((await db.doc('directory/m-2').get()).exists).toBe(true);
    expect((await auth.getUser(user.uid)).customClaims).toEqual({
      admin: true,
      activeMember: true,
    });

    const response = await deliver(stripe.signedRefundEvent('pi_membership_m-2', 16700));
    await projection.membershipWritten('m-2', undefined, await membership('m-2'));

    expect(response.body.outcome).toBe('refunded');
    expect(await membership('m-2')).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'pending',
    });
    expect((await db.doc('payments/pi_membership_m-2').get()).data()).toMatchObject({
      status: 'refunded',
      amountRefunded: 16700,
    });
    expect((await db.doc('directory/m-2').get()).exists).toBe(false);
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ admin: true });
  });

  it('When part of a charge is refunded, then the amount is recorded and access stays', async () => {
    await deliver(succeeded());
    const response = await deliver(stripe.signedRefundEvent('pi_membership_m-1', 5000, false));

    expect(response.body.outcome).toBe('partially_refunded');
    expect((await membership('m-1'))?.status).toBe('active');
    expect((await db.doc('payments/pi_membership_m-1').get()).data()).toMatchObject({
      status: 'completed',
      amountRefunded: 5000,
    });
  });

  it('When a success for a refunded payment arrives again, then nothing is reactivated', async () => {
    await deliver(succeeded());
    await deliver(stripe.signedRefundEvent('pi_membership_m-1', 16700));
    const response = await deliver(succeeded());

    expect(response.body.outcome).toBe('stale_ignored');
    expect((await membership('m-1'))?.status).toBe('cancelled');
  });
});

describe('club payments', () => {
  it('When a club fee is paid, then the club is active with a club ID and its default coach membership gets a member ID', async () => {
    await seed(db, 'accounts/owner-2', { email: 'rosa@example.test' });
    await seedSignIn('owner-2', 'rosa@example.test');
    await seed(db, 'memberships/coach-1', approvedMembership('owner-2', { role: 'coach' }));
    await seed(db, 'clubs/c-1', approvedClub('owner-2', { defaultCoachMembershipId: 'coach-1' }));

    const response = await deliver(
      stripe.signedIntentEvent('payment_intent.succeeded', intentFor('club', 'c-1', 'owner-2')),
    );

    expect(response.body.outcome).toBe('activated');
    const club = (await db.doc('clubs/c-1').get()).data();
    expect(club).toMatchObject({
      status: 'active',
      paymentStatus: 'paid',
      memberId: 'ILC-2026-000001',
      defaultCoachMemberId: 'IL-2026-000001',
    });
    expect((await membership('coach-1'))?.memberId).toBe('IL-2026-000001');
  });

  it('When a club without a default coach is paid, then the club alone is activated', async () => {
    await seed(db, 'clubs/c-2', approvedClub('owner-1', { status: 'pending_payment' }));

    const response = await deliver(
      stripe.signedIntentEvent('payment_intent.succeeded', intentFor('club', 'c-2', 'owner-1')),
    );

    expect(response.body.outcome).toBe('activated');
    expect((await db.doc('clubs/c-2').get()).data()).toMatchObject({
      status: 'active',
      memberId: 'ILC-2026-000001',
      defaultCoachMemberId: null,
    });
    expect((await db.doc('counters/memberIds').get()).exists).toBe(false);
  });
});

describe('other answers', () => {
  it('When the event type is not handled, then it answers 200 and records nothing', async () => {
    const payload = JSON.stringify({
      id: 'evt_customer',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    const signature = stripe.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_test_double',
    });

    const response = await deliver({ payload, signature });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, handled: false });
    expect(await count('stripeEvents')).toBe(0);
  });

  it('When its own processing fails, then it answers 500 so that Stripe retries', async () => {
    const failing = paymentSettlement(db);
    const handler = webhookHandler(stripe.gateway, {
      ...failing,
      succeeded: () => Promise.reject(new Error('Firestore unavailable')),
    });
    const { payload, signature } = succeeded();

    const response = await handler(payload, signature);

    expect(response.status).toBe(500);
  });

  it('When a settlement commits, then the standing hook hears whose standing may have changed; a failing hook is only logged', async () => {
    const heard: string[][] = [];
    const settlement = paymentSettlement(
      db,
      () => NOW,
      async () => null,
      {
        onStandingChanged: async (uids) => {
          heard.push(uids);
          throw new Error('standing store unavailable');
        },
      },
    );
    const intent = intentFor('membership', 'm-1', 'owner-1');

    expect((await settlement.succeeded(intent, 'evt_hook_1')).outcome).toBe('activated');
    expect((await settlement.succeeded(intent, 'evt_hook_1')).outcome).toBe('duplicate');
    await settlement.disputed(
      { id: 'dp_1', paymentIntentId: intent.id, status: 'needs_response' },
      false,
      'evt_hook_2',
    );

    expect(heard).toEqual([['owner-1'], ['owner-1']]);
    expect((await membership('m-1'))?.status).toBe('suspended');
  });

  it('When a dispute names a payment we never saw, then it is recorded on that payment and applied once the payment succeeds', async () => {
    const disputed = await deliver(
      stripe.signedDisputeEvent('charge.dispute.created', 'pi_membership_m-1'),
    );
    expect(disputed.body.outcome).toBe('dispute_opened');

    await deliver(succeeded()).expect(200);

    expect(await membership('m-1')).toMatchObject({
      status: 'suspended',
      statusReason: 'Payment disputed',
      memberId: 'IL-2026-000001',
    });
    expect((await db.doc('payments/pi_membership_m-1').get()).data()).toMatchObject({
      status: 'completed',
      accountUid: 'owner-1',
      disputeStatus: 'open',
      disputeId: 'dp_pi_membership_m-1',
    });
  });
});
