import request from 'supertest';

import {
  createTestUser,
  isolatedFirestore,
  seedSignIn,
  type TestUser,
} from '../test-support/emulators';
import { approvedMembership, deliverWebhook, seed } from '../test-support/payment-fixtures';
import { startStripeDouble, type StripeDouble } from '../test-support/stripe-double';
import { testApp } from '../test-support/test-app';

import type { IntentSnapshot } from './payment-gateway';

// Stripe may deliver a payment's events twice and in any order: every order of success,
// refund and dispute events, each delivered again at the end, must end in the same state.
jest.setTimeout(120_000);

const { db, clear } = isolatedFirestore('demo-iltkd-event-orders');
const EXPIRY = new Date('2027-03-15T17:00:00.000Z');
const RENEWED = '2028-03-15T17:00:00.000Z';
let clock = new Date('2027-02-01T10:00:00.000Z');
let stripe: StripeDouble;
let app: ReturnType<typeof testApp>;
let owner: TestUser;

type EventName = 'succeeded' | 'refunded' | 'disputed' | 'won' | 'lost';

function permutations<T>(list: T[]): T[][] {
  if (list.length <= 1) return [list];
  return list.flatMap((head, index) =>
    permutations([...list.slice(0, index), ...list.slice(index + 1)]).map((tail) => [
      head,
      ...tail,
    ]),
  );
}

function signed(name: EventName, intent: IntentSnapshot) {
  switch (name) {
    case 'succeeded':
      return stripe.signedIntentEvent('payment_intent.succeeded', intent);
    case 'refunded':
      return stripe.signedRefundEvent(intent.id, intent.amount);
    case 'disputed':
      return stripe.signedDisputeEvent('charge.dispute.created', intent.id);
    case 'won':
    case 'lost':
      return stripe.signedDisputeEvent('charge.dispute.closed', intent.id, { status: name });
  }
}

/** Prepares the payment through the API (its pending transaction exists) and pays it at Stripe. */
async function paidIntent(): Promise<IntentSnapshot> {
  const prepared = await request(app)
    .post('/api/v1/payments/create-payment-intent')
    .set({ authorization: `Bearer ${owner.idToken}` })
    .send({ membership_id: 'm-1' })
    .expect(200);
  return stripe.gateway.confirmWithTestMethod(prepared.body.payment_intent_id, 'pm_card_visa');
}

async function finalState(intentId: string) {
  const m = (await db.doc('memberships/m-1').get()).data();
  const p = (await db.doc(`payments/${intentId}`).get()).data();
  return {
    status: m?.status,
    paymentStatus: m?.paymentStatus,
    statusReason: m?.statusReason ?? null,
    expiresAt: m?.expiresAt?.toDate().toISOString() ?? null,
    payment: p?.status,
    disputeStatus: p?.disputeStatus ?? null,
  };
}

async function deliverInOrder(
  order: EventName[],
  pay: () => Promise<IntentSnapshot> = paidIntent,
  stateOf: (intentId: string) => Promise<object> = finalState,
) {
  const intent = await pay();
  const events = order.map((name) => signed(name, intent));
  for (const event of events) expect((await deliverWebhook(app, event)).status).toBe(200);
  const state = await stateOf(intent.id);
  // Replays change nothing.
  for (const event of events) {
    expect((await deliverWebhook(app, event)).body.outcome).toBe('duplicate');
  }
  expect(await stateOf(intent.id)).toEqual(state);
  return state;
}

beforeAll(async () => {
  owner = await createTestUser();
  await seedSignIn(owner.uid, owner.email);
}, 30_000);

// A fresh Stripe per test: Firestore is cleared, and Stripe's idempotency keys would
// otherwise hand back a previous test's intent.
beforeEach(async () => {
  stripe = await startStripeDouble();
  app = testApp({ db, paymentGateway: stripe.gateway, now: () => clock });
});

afterEach(() => stripe.close());

const FIRST: [string, EventName[], object][] = [
  [
    'refunded and disputed',
    ['succeeded', 'refunded', 'disputed'],
    { status: 'cancelled', paymentStatus: 'pending', payment: 'refunded', disputeStatus: 'open' },
  ],
  [
    'disputed and won',
    ['succeeded', 'disputed', 'won'],
    { status: 'active', paymentStatus: 'paid', statusReason: null, disputeStatus: 'won' },
  ],
  [
    'disputed and lost',
    ['succeeded', 'disputed', 'lost'],
    {
      status: 'suspended',
      statusReason: 'Payment disputed',
      payment: 'completed',
      disputeStatus: 'lost',
    },
  ],
  [
    'refunded',
    ['succeeded', 'refunded'],
    { status: 'cancelled', paymentStatus: 'pending', payment: 'refunded', disputeStatus: null },
  ],
];

const RENEWAL: [string, EventName[], object][] = [
  [
    'refunded and disputed',
    ['succeeded', 'refunded', 'disputed'],
    {
      status: 'active',
      statusReason: null,
      expiresAt: EXPIRY.toISOString(),
      payment: 'refunded',
      disputeStatus: 'open',
    },
  ],
  [
    'disputed and won',
    ['succeeded', 'disputed', 'won'],
    { status: 'active', statusReason: null, expiresAt: RENEWED, disputeStatus: 'won' },
  ],
  [
    'disputed and lost',
    ['succeeded', 'disputed', 'lost'],
    { status: 'suspended', expiresAt: RENEWED, disputeStatus: 'lost' },
  ],
  [
    'refunded',
    ['succeeded', 'refunded'],
    { status: 'active', expiresAt: EXPIRY.toISOString(), payment: 'refunded' },
  ],
];

describe('a first payment', () => {
  beforeEach(async () => {
    await clear();
    await seed(db, `accounts/${owner.uid}`, { email: owner.email });
    await seed(db, 'memberships/m-1', approvedMembership(owner.uid));
  });

  describe.each(FIRST)('%s', (_, events, expected) => {
    it.each(permutations(events).map((order) => [order.join(' → '), order]))(
      'When the events arrive as %s, then it ends the same',
      async (_order, order) => {
        expect(await deliverInOrder(order as EventName[])).toMatchObject(expected);
      },
    );
  });
});

describe('a renewal payment', () => {
  beforeEach(async () => {
    clock = new Date('2027-02-01T10:00:00.000Z');
    await clear();
    await seed(db, `accounts/${owner.uid}`, { email: owner.email });
    await seed(
      db,
      'memberships/m-1',
      approvedMembership(owner.uid, {
        status: 'active',
        paymentStatus: 'paid',
        memberId: 'IL-2026-000007',
        activatedAt: new Date('2026-03-15T17:00:00.000Z'),
        expiresAt: EXPIRY,
      }),
    );
  });

  describe.each(RENEWAL)('%s', (_, events, expected) => {
    it.each(permutations(events).map((order) => [order.join(' → '), order]))(
      'When the events arrive as %s, then it ends the same',
      async (_order, order) => {
        expect(await deliverInOrder(order as EventName[])).toMatchObject(expected);
      },
    );
  });

  it('When a late renewal is refunded, then the expiry goes back to a date already past and access goes', async () => {
    await db
      .doc('memberships/m-1')
      .update({ status: 'expired', expiresAt: new Date('2027-01-15T17:00:00.000Z') });

    const state = await deliverInOrder(['succeeded', 'refunded']);

    expect(state).toMatchObject({ status: 'expired', expiresAt: '2027-01-15T17:00:00.000Z' });
  });

  it('When an administrator changed the status after the dispute, then winning it restores nothing', async () => {
    const intent = await paidIntent();
    await deliverWebhook(app, signed('succeeded', intent));
    await deliverWebhook(app, signed('disputed', intent));
    clock = new Date('2027-02-02T10:00:00.000Z');
    await db
      .doc('memberships/m-1')
      .update({ status: 'suspended', statusReason: 'Conduct', statusChangedAt: clock });

    await deliverWebhook(app, signed('won', intent));

    expect(await finalState(intent.id)).toMatchObject({
      status: 'suspended',
      statusReason: 'Conduct',
      disputeStatus: 'won',
    });
  });
});

describe('an entry fee', () => {
  const as = () => ({ authorization: `Bearer ${owner.idToken}` });
  const data = async (path: string) => (await db.doc(path).get()).data();

  /** m-1 takes the only place and pays its fee at Stripe; m-2 waits for the place. */
  async function paidEntryIntent(): Promise<IntentSnapshot> {
    const entered = await request(app)
      .post('/api/v1/events/ev-1/entries')
      .set(as())
      .send({ membership_id: 'm-1' })
      .expect(201);
    await request(app)
      .post('/api/v1/events/ev-1/entries')
      .set(as())
      .send({ membership_id: 'm-2' })
      .expect(201);
    return stripe.gateway.confirmWithTestMethod(
      entered.body.payment.payment_intent_id,
      'pm_card_visa',
    );
  }

  async function entryState(intentId: string) {
    const entry = await data('eventEntries/ev-1_m-1');
    const payment = await data(`payments/${intentId}`);
    return {
      status: entry?.status,
      paymentStatus: entry?.paymentStatus,
      // What the roster shows: an entry still holding its place under an open chargeback.
      disputed: entry?.status !== 'withdrawn' && entry?.disputeStatus === 'open',
      waiting: (await data('eventEntries/ev-1_m-2'))?.status,
      counts: (await data('events/ev-1'))?.entryCounts,
      payment: payment?.status,
      disputeStatus: payment?.disputeStatus ?? null,
    };
  }

  const FREED = { waiting: 'offered', counts: { entered: 1, waiting: 0 } };
  const KEPT = { waiting: 'waiting', counts: { entered: 1, waiting: 1 } };
  const ENTRY: [string, EventName[], object][] = [
    [
      'refunded and disputed',
      ['succeeded', 'refunded', 'disputed'],
      {
        status: 'withdrawn',
        paymentStatus: 'refunded',
        ...FREED,
        payment: 'refunded',
        disputeStatus: 'open',
      },
    ],
    [
      'disputed and won',
      ['succeeded', 'disputed', 'won'],
      {
        status: 'entered',
        paymentStatus: 'paid',
        disputed: false,
        ...KEPT,
        payment: 'completed',
        disputeStatus: 'won',
      },
    ],
    [
      'disputed and lost',
      ['succeeded', 'disputed', 'lost'],
      { status: 'withdrawn', ...FREED, payment: 'completed', disputeStatus: 'lost' },
    ],
    [
      'refunded',
      ['succeeded', 'refunded'],
      {
        status: 'withdrawn',
        paymentStatus: 'refunded',
        ...FREED,
        payment: 'refunded',
        disputeStatus: null,
      },
    ],
  ];

  beforeEach(async () => {
    clock = new Date('2027-02-01T10:00:00.000Z');
    await clear();
    await seed(db, `accounts/${owner.uid}`, { email: owner.email });
    const active = {
      status: 'active',
      paymentStatus: 'paid',
      memberId: 'IL-2026-000007',
      activatedAt: new Date('2026-03-15T17:00:00.000Z'),
      expiresAt: EXPIRY,
    };
    await seed(db, 'memberships/m-1', approvedMembership(owner.uid, active));
    await seed(db, 'memberships/m-2', approvedMembership(owner.uid, active));
    await seed(db, 'events/ev-1', {
      title: 'Spring Seminar',
      date: '2027-03-10',
      type: 'seminar',
      published: true,
      cancelledAt: null,
      entry: {
        registrationOpen: true,
        closesAt: new Date('2027-03-01T06:00:00.000Z'),
        capacity: 1,
        fees: { champion: 0, basic: 3000, nonMember: null },
        requiresActiveMembership: true,
        roles: [],
        divisions: [],
        minimumBelt: null,
        refundBeforeClose: true,
      },
      entryCounts: { entered: 0, waiting: 0 },
    });
  });

  describe.each(ENTRY)('%s', (_, events, expected) => {
    it.each(permutations(events).map((order) => [order.join(' → '), order]))(
      'When the events arrive as %s, then it ends the same',
      async (_order, order) => {
        expect(
          await deliverInOrder(order as EventName[], paidEntryIntent, entryState),
        ).toMatchObject(expected);
      },
    );
  });
});
