import { randomUUID } from 'node:crypto';

import request from 'supertest';

import { createTestUser, emulatorServices, isolatedFirestore } from '../../test-support/emulators';
import { approvedMembership, seed } from '../../test-support/payment-fixtures';
import { testApp } from '../../test-support/test-app';

// Each test makes several emulator round trips on machines shared with other suites.
jest.setTimeout(30_000);

// Issue 30 item 10: event-entry emails went to the account document's address, copied
// unverified at sign-up and never updated.
const { db, clear } = isolatedFirestore('demo-iltkd-entry-recipient');
const { auth } = emulatorServices();
const NOW = new Date('2027-03-01T12:00:00.000Z');
const app = testApp({ db, now: () => NOW });

const mailTo = async (to: string) =>
  (await db.collection('mail').where('to', '==', to).get()).docs.map((doc) => doc.data());

/** A published, free event for Champion members, open until April. */
const freeEvent = {
  title: 'Spring Seminar',
  titleEs: 'Seminario de primavera',
  date: '2027-04-10',
  type: 'seminar',
  published: true,
  cancelledAt: null,
  entry: {
    registrationOpen: true,
    closesAt: new Date('2027-04-01T05:00:00.000Z'),
    capacity: null,
    fees: { champion: 0, basic: 3000, nonMember: null },
    requiresActiveMembership: true,
    roles: [],
    divisions: [],
    minimumBelt: null,
    refundBeforeClose: true,
  },
  entryCounts: { entered: 0, waiting: 0 },
};

async function enter(user: { uid: string; idToken: string }, accountEmail: string) {
  await seed(db, `accounts/${user.uid}`, { email: accountEmail });
  await seed(db, 'events/ev-1', freeEvent);
  await seed(
    db,
    'memberships/m-1',
    approvedMembership(user.uid, {
      status: 'active',
      paymentStatus: 'paid',
      membershipTier: 'champion',
      memberId: 'IL-2026-000010',
      activatedAt: new Date('2026-12-01T12:00:00Z'),
      expiresAt: new Date('2027-12-01T12:00:00Z'),
    }),
  );
  return request(app)
    .post('/api/v1/events/ev-1/entries')
    .set({ authorization: `Bearer ${user.idToken}` })
    .send({ membership_id: 'm-1' })
    .expect(201);
}

beforeEach(async () => {
  await clear();
});

describe('the event-entry emails', () => {
  it("When the account document's address differs from the verified sign-in address, then the entry's email goes to the sign-in address only", async () => {
    const user = await createTestUser();
    const stale = `stale-${randomUUID()}@example.test`;

    await enter(user, stale);

    expect(await mailTo(stale)).toEqual([]);
    expect((await mailTo(user.email)).map((mail) => mail.kind)).toEqual(['eventEntry.entered']);
  });

  it('When the sign-in address is unverified, then no entry email goes to it', async () => {
    const user = await createTestUser({}, { emailVerified: false });

    await enter(user, user.email);

    expect(await mailTo(user.email)).toEqual([]);
  });

  it('When only a linked Google sign-in of another address is verified, then no entry email goes to the unverified sign-in address', async () => {
    const user = await createTestUser({}, { emailVerified: false });
    const googleId = randomUUID();
    await auth.updateUser(user.uid, {
      providerToLink: {
        providerId: 'google.com',
        uid: googleId,
        email: `google-${googleId}@example.test`,
      },
    });

    await enter(user, user.email);

    expect(await mailTo(user.email)).toEqual([]);
  });
});
