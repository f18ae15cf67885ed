import request from 'supertest';

import { createTestUser, isolatedFirestore, type TestUser } from '../../test-support/emulators';
import { approvedMembership, seed } from '../../test-support/payment-fixtures';
import { testApp } from '../../test-support/test-app';

jest.setTimeout(30_000);

// Issue 33: a coach entry needs current SafeSport and background check on the event's day.
const { db, clear } = isolatedFirestore('demo-iltkd-coach-entries');
const NOW = new Date('2027-03-01T12:00:00.000Z');
const app = testApp({ db, now: () => NOW });
let coach: TestUser;

const as = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });

const event = {
  title: 'Spring Open',
  titleEs: 'Abierto de primavera',
  description: '',
  descriptionEs: '',
  date: '2027-04-10',
  startTime: '09:00',
  endTime: '17:00',
  location: 'Palatine, IL',
  type: 'tournament',
  published: true,
  cancelledAt: null,
  entry: {
    registrationOpen: true,
    closesAt: new Date('2027-04-01T05:00:00.000Z'),
    capacity: null,
    fees: { champion: 0, basic: 0, nonMember: null },
    requiresActiveMembership: true,
    roles: [],
    divisions: [],
    minimumBelt: null,
    refundBeforeClose: true,
  },
  entryCounts: { entered: 0, waiting: 0 },
};

const certification = (kind: string, expiresOn: string) => ({
  membershipId: 'm-coach',
  ownerUid: coach.uid,
  kind,
  documentReference: `${kind}-1`,
  issuedOn: null,
  expiresOn,
  level: null,
  recordedBy: 'root',
  reminderSentFor: null,
  createdAt: NOW,
  updatedAt: NOW,
  deletedAt: null,
});

beforeAll(async () => {
  coach = await createTestUser();
});

beforeEach(async () => {
  await clear();
  await seed(db, `accounts/${coach.uid}`, { email: coach.email });
  await seed(db, 'events/ev-1', event);
  await seed(
    db,
    'memberships/m-coach',
    approvedMembership(coach.uid, {
      role: 'coach',
      status: 'active',
      paymentStatus: 'paid',
      memberId: 'IL-2026-000020',
      activatedAt: new Date('2026-12-01T12:00:00Z'),
      expiresAt: new Date('2027-12-01T12:00:00Z'),
    }),
  );
});

const enter = () =>
  request(app)
    .post('/api/v1/events/ev-1/entries')
    .set(as(coach))
    .send({ membership_id: 'm-coach' });

describe('a coach entry', () => {
  it('When the coach holds no current SafeSport or background check, then the entry is refused saying so', async () => {
    // The SafeSport certificate lapses before the event.
    await seed(db, 'certifications/c-ss', certification('safesport', '2027-04-09'));

    const options = await request(app)
      .get('/api/v1/events/ev-1/entry-options')
      .set(as(coach))
      .expect(200);
    expect(options.body.options).toEqual([
      expect.objectContaining({
        membership_id: 'm-coach',
        eligible: false,
        reasons: [{ code: 'certification_required', kinds: ['safesport', 'background_check'] }],
      }),
    ]);

    const refused = await enter().expect(400);
    expect(refused.body.message_key).toBe('eventEntry.coachCertifications');
    expect(refused.body.detail).toBe(
      'A coach entry needs current SafeSport training and a current background check.',
    );
    expect((await db.collection('eventEntries').get()).size).toBe(0);
  });

  it('When the coach holds both on the event day, then the entry is accepted', async () => {
    await seed(db, 'certifications/c-ss', certification('safesport', '2027-04-10'));
    await seed(db, 'certifications/c-bg', certification('background_check', '2028-01-01'));

    const entered = await enter().expect(201);
    expect(entered.body).toMatchObject({ entry: expect.objectContaining({ status: 'entered' }) });
  });
});
