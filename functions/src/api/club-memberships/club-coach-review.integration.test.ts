import request from 'supertest';

import { ownClubInfo, seedAccount } from '../../test-support/admin-fixtures';
import { createTestUser, emulatorServices, type TestUser } from '../../test-support/emulators';
import { deliverWebhook, intentFor } from '../../test-support/payment-fixtures';
import { startStripeDouble, type StripeDouble } from '../../test-support/stripe-double';
import { testApp } from '../../test-support/test-app';

// Many emulator round trips (invite, register, approve, pay) on cores shared with other suites.
jest.setTimeout(60_000);

const { db } = emulatorServices();
let stripe: StripeDouble;
let app: ReturnType<typeof testApp>;
let admin: TestUser;
let owner: TestUser;

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });

const ownerInfo = {
  first_name: 'Grace',
  last_name: 'Park',
  phone: '217-555-0101',
  date_of_birth: '1980-03-04',
  gender: 'female',
  belt_rank: '4th_dan_black_belt',
  t_shirt_size: 'AM',
  uniform_size: '4',
};

/** An administrator's invitation redeemed by the owner: the club and its coach membership. */
async function registeredClub() {
  const { clubName } = ownClubInfo();
  const invited = await request(app)
    .post('/api/v1/club-memberships/invitations')
    .set(bearer(admin))
    .send({ club_name: clubName, club_email: 'owner@prairie.example' })
    .expect(201);
  const registered = await request(app)
    .post('/api/v1/club-memberships')
    .set(bearer(owner))
    .send({
      invite_code: invited.body.invite_code,
      club_info: {
        club_name: clubName,
        club_owner_name: 'Grace Park',
        club_address: '1 Main St, Springfield, IL 62701',
        club_email: 'owner@prairie.example',
        club_phone: '217-555-0100',
        club_logo: null,
      },
      owner_info: ownerInfo,
      membership_tier: 'club',
    })
    .expect(201);
  return {
    clubId: registered.body.id as string,
    coachId: registered.body.default_coach_membership_id as string,
  };
}

const approveClub = (clubId: string) =>
  request(app)
    .put(`/api/v1/club-memberships/${clubId}`)
    .set(bearer(admin))
    .send({ status: 'approved' })
    .expect(200);

// The coach's personal details as the owner's edit dialog sends them.
const { belt_rank: _belt, ...coachDetails } = ownerInfo;
const personalInfo = (change: Record<string, string>) => ({
  ...coachDetails,
  use_account_address: true,
  ...change,
});

const coachOf = async (id: string) => (await db.doc(`memberships/${id}`).get()).data();

beforeAll(async () => {
  stripe = await startStripeDouble();
  app = testApp({ paymentGateway: stripe.gateway });
  admin = await createTestUser({ admin: true });
}, 30_000);

afterAll(() => stripe.close());

beforeEach(async () => {
  owner = await createTestUser();
  await seedAccount(db, owner.uid, { email: owner.email });
});

describe("a club's coach membership", () => {
  it('When the club fee is paid by a signed webhook while the coach membership is still held for review, then the club is active but the coach membership is not', async () => {
    const { clubId, coachId } = await registeredClub();
    await approveClub(clubId);
    // The administrator holds the owner's coach membership back for a closer look.
    await request(app)
      .put(`/api/v1/memberships/${coachId}/admin`)
      .set(bearer(admin))
      .send({ status: 'in_review' })
      .expect(200);

    await deliverWebhook(
      app,
      stripe.signedIntentEvent('payment_intent.succeeded', intentFor('club', clubId, owner.uid)),
    ).expect(200);

    expect((await db.doc(`clubs/${clubId}`).get()).get('status')).toBe('active');
    expect(await coachOf(coachId)).toMatchObject({ status: 'in_review', memberId: null });
  });

  it('When the club fee is paid after the club (and with it the coach) was approved, then both are active', async () => {
    const { clubId, coachId } = await registeredClub();
    await approveClub(clubId);

    await deliverWebhook(
      app,
      stripe.signedIntentEvent('payment_intent.succeeded', intentFor('club', clubId, owner.uid)),
    ).expect(200);

    expect(await coachOf(coachId)).toMatchObject({ status: 'active', paymentStatus: 'paid' });
  });

  it("When the club is approved, then the owner's edit of the coach's name or birth date is refused and changes nothing", async () => {
    const { clubId, coachId } = await registeredClub();
    await approveClub(clubId);

    const changes: Record<string, string>[] = [
      { first_name: 'Someone' },
      { date_of_birth: '1990-01-01' },
    ];
    for (const change of changes) {
      const response = await request(app)
        .put(`/api/v1/memberships/${coachId}`)
        .set(bearer(owner))
        .send({ personal_info: personalInfo(change) });
      expect(response.status).toBe(403);
      expect(response.body.message_key).toBe('membership.identityLocked');
    }
    expect(await coachOf(coachId)).toMatchObject({
      firstName: 'Grace',
      dateOfBirth: '1980-03-04',
      status: 'approved',
    });
  });

  it("When the club is not yet approved, then the owner still corrects the coach's name", async () => {
    const { coachId } = await registeredClub();
    const response = await request(app)
      .put(`/api/v1/memberships/${coachId}`)
      .set(bearer(owner))
      .send({ personal_info: personalInfo({ first_name: 'Gracie' }) });
    expect(response.status).toBe(200);
    expect((await coachOf(coachId))?.firstName).toBe('Gracie');
  });
});
