import request from 'supertest';

import { formatClubId, formatMemberId } from '../domain/member-id';
import {
  createTestUser,
  isolatedFirestore,
  seedSignIn,
  type TestUser,
} from '../test-support/emulators';
import {
  approvedClub,
  approvedMembership,
  deliverWebhook,
  intentFor,
  seed,
} from '../test-support/payment-fixtures';
import { startStripeDouble, type StripeDouble } from '../test-support/stripe-double';
import { testApp } from '../test-support/test-app';

// 50 transactions at once queue on one record or one ID counter in the emulator.
jest.setTimeout(120_000);

const PARALLEL = 50;
const { db, clear } = isolatedFirestore('demo-iltkd-concurrent-payments');
const NOW = new Date('2026-11-22T12:00:00Z');
let stripe: StripeDouble;
let app: ReturnType<typeof testApp>;

const deliver = (signed: { payload: string; signature: string }) => deliverWebhook(app, signed);

const data = async (path: string) => (await db.doc(path).get()).data();
const count = async (collection: string) =>
  (await db.collection(collection).count().get()).data().count;
const counter = async (name: 'memberIds' | 'clubIds') => (await data(`counters/${name}`))?.next;

/** How many times each outcome came back. */
function tally(responses: request.Response[]) {
  const outcomes: Record<string, number> = {};
  for (const { body } of responses) outcomes[body.outcome] = (outcomes[body.outcome] ?? 0) + 1;
  return outcomes;
}

/**
 * Half the burst is Stripe redelivering one event, half are other events reporting the
 * same payment: one activates, the copies are duplicates, the others find it paid.
 */
function mixedBurst(kind: 'membership' | 'club', targetId: string, ownerUid: string) {
  const intent = intentFor(kind, targetId, ownerUid);
  const redelivered = stripe.signedIntentEvent('payment_intent.succeeded', intent, 'evt_again');
  return Array.from({ length: PARALLEL }, (_, index) =>
    index % 2 === 0
      ? redelivered
      : stripe.signedIntentEvent('payment_intent.succeeded', intent, `evt_other_${index}`),
  );
}

const BURST_OUTCOMES = {
  activated: 1,
  duplicate: PARALLEL / 2 - 1,
  already_paid: PARALLEL / 2,
};

beforeAll(async () => {
  stripe = await startStripeDouble();
  app = testApp({ db, paymentGateway: stripe.gateway, now: () => NOW });
}, 30_000);

afterAll(() => stripe.close());

beforeEach(async () => {
  await clear();
  await seed(db, 'accounts/owner-1', { email: 'aisha@example.test' });
  await seedSignIn('owner-1', 'aisha@example.test');
});

describe(`${PARALLEL} payment_intent.succeeded deliveries at once`, () => {
  it('When they all report one membership payment, then it is activated once: one member ID, one payment, one receipt', async () => {
    await seed(db, 'memberships/m-1', approvedMembership('owner-1'));

    const responses = await Promise.all(mixedBurst('membership', 'm-1', 'owner-1').map(deliver));

    expect(responses.map((response) => response.status)).toEqual(Array(PARALLEL).fill(200));
    expect(tally(responses)).toEqual(BURST_OUTCOMES);
    expect(await data('memberships/m-1')).toMatchObject({
      status: 'active',
      paymentStatus: 'paid',
      memberId: formatMemberId(2026, 1),
    });
    expect(await counter('memberIds')).toBe(2);
    expect(await count('payments')).toBe(1);
    expect(await data('payments/pi_membership_m-1')).toMatchObject({ status: 'completed' });
    expect(await count('mail')).toBe(1);
    expect(await count('stripeEvents')).toBe(PARALLEL / 2 + 1);
  });

  it("When they all report one club's fee, then the club gets one club ID and its coach one member ID", async () => {
    await seed(db, 'memberships/coach-1', approvedMembership('owner-1', { role: 'coach' }));
    await seed(db, 'clubs/c-1', approvedClub('owner-1', { defaultCoachMembershipId: 'coach-1' }));

    const responses = await Promise.all(mixedBurst('club', 'c-1', 'owner-1').map(deliver));

    expect(responses.map((response) => response.status)).toEqual(Array(PARALLEL).fill(200));
    expect(tally(responses)).toEqual(BURST_OUTCOMES);
    expect(await data('clubs/c-1')).toMatchObject({
      status: 'active',
      paymentStatus: 'paid',
      memberId: formatClubId(2026, 1),
      defaultCoachMemberId: formatMemberId(2026, 1),
    });
    expect((await data('memberships/coach-1'))?.memberId).toBe(formatMemberId(2026, 1));
    expect(await counter('clubIds')).toBe(2);
    expect(await counter('memberIds')).toBe(2);
    expect(await count('payments')).toBe(1);
    expect(await count('mail')).toBe(1);
  });

  it('When they pay 50 different memberships, then they get the member IDs 1 to 50, each once, and the counter stands at 51', async () => {
    const ids = Array.from({ length: PARALLEL }, (_, index) => `m-bulk-${index}`);
    await Promise.all(
      ids.map((id) => seed(db, `memberships/${id}`, approvedMembership('owner-1'))),
    );

    const responses = await Promise.all(
      ids.map((id) =>
        deliver(
          stripe.signedIntentEvent(
            'payment_intent.succeeded',
            intentFor('membership', id, 'owner-1'),
          ),
        ),
      ),
    );

    expect(responses.map((response) => response.status)).toEqual(Array(PARALLEL).fill(200));
    expect(tally(responses)).toEqual({ activated: PARALLEL });
    const memberIds = await Promise.all(
      ids.map(async (id) => (await data(`memberships/${id}`))?.memberId),
    );
    const issued = Array.from({ length: PARALLEL }, (_, index) => formatMemberId(2026, index + 1));
    expect([...memberIds].sort()).toEqual(issued);
    expect(await counter('memberIds')).toBe(PARALLEL + 1);
    expect(await count('payments')).toBe(PARALLEL);
    expect(await count('mail')).toBe(PARALLEL);
    // Each receipt names the ID its own membership got.
    const receipts = await db.collection('mail').get();
    const named = receipts.docs.map((doc) => {
      const text = String(doc.get('message.text'));
      const paidFor = /Reference: pi_membership_(\S+)/.exec(text)?.[1];
      return [paidFor, /Member ID: (\S+)/.exec(text)?.[1]];
    });
    expect(Object.fromEntries(named)).toEqual(
      Object.fromEntries(ids.map((id, index) => [id, memberIds[index]])),
    );
  });
});

describe(`${PARALLEL} checkouts of one membership at once`, () => {
  let owner: TestUser;
  const checkout = () =>
    request(app)
      .post('/api/v1/payments/create-payment-intent')
      .set({ authorization: `Bearer ${owner.idToken}` })
      .send({ membership_id: 'm-1' });

  beforeAll(async () => {
    owner = await createTestUser();
  });

  it('When they all ask for a payment intent, then they get the same one; once it is paid, every further ask is refused and the membership is activated once', async () => {
    await seed(db, `accounts/${owner.uid}`, { email: owner.email });
    await seed(db, 'memberships/m-1', approvedMembership(owner.uid));

    const asked = await Promise.all(Array.from({ length: PARALLEL }, checkout));

    expect(asked.map((response) => response.status)).toEqual(Array(PARALLEL).fill(200));
    const intentIds = new Set(asked.map((response) => response.body.payment_intent_id));
    expect(intentIds.size).toBe(1);
    expect(new Set(asked.map((response) => response.body.client_secret)).size).toBe(1);
    expect(new Set(asked.map((response) => response.body.amount))).toEqual(new Set([16700]));
    const [intentId] = [...intentIds];
    expect((await data('memberships/m-1'))?.paymentIntentId).toBe(intentId);
    expect(await count('payments')).toBe(1);

    // Paid, and the webhook has not arrived yet: no second intent, one activation.
    await stripe.gateway.confirmWithTestMethod(String(intentId), 'pm_card_visa');
    const again = await Promise.all(Array.from({ length: PARALLEL }, checkout));

    expect(again.map((response) => response.status)).toEqual(Array(PARALLEL).fill(400));
    expect(new Set(again.map((response) => response.body.detail))).toEqual(
      new Set(['This membership is already paid.']),
    );
    expect(await data('memberships/m-1')).toMatchObject({
      status: 'active',
      paymentStatus: 'paid',
      memberId: formatMemberId(2026, 1),
    });
    expect(await counter('memberIds')).toBe(2);
    expect(await count('payments')).toBe(1);
    expect(await count('mail')).toBe(1);
  });
});
