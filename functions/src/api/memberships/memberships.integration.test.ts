import request from 'supertest';

import { MEMBERSHIP_CREATE_MESSAGES } from '../../domain/api-errors';
import { addYearsIso, todayIso } from '../../domain/dates';
import { seedAccount } from '../../test-support/admin-fixtures';
import {
  createGoogleTestUser,
  createTestUser,
  emulatorServices,
  type TestUser,
} from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';

// Each test makes several emulator round trips on machines shared with other suites.
jest.setTimeout(20_000);

const { db } = emulatorServices();
const app = testApp();
const today = todayIso();
const bornYearsAgo = (years: number) => addYearsIso(today, -years);

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });

const address = {
  street_number_and_name: '100 N Main St',
  city: 'Chicago',
  state: 'IL',
  zipcode: '60601',
  country: 'United States',
};

/** A Google user (no security check needed) with an account: Ana Lopez. */
async function applicant(accountFields: Record<string, unknown> = { phone: '312-555-0100' }) {
  const user = await createGoogleTestUser();
  await request(app)
    .post('/api/v1/accounts')
    .set(bearer(user))
    .send({
      firebase_user_id: user.uid,
      email: user.email,
      auth_method: 'google',
      role: 'member',
      first_name: 'Ana',
      last_name: 'Lopez',
      date_of_birth: '1990-05-17',
      gender: 'female',
      address,
      ...accountFields,
    })
    .expect(201);
  return user;
}

const selfApplication = () => ({
  personal_info: {
    first_name: 'Ana',
    last_name: 'Lopez',
    date_of_birth: bornYearsAgo(36),
    gender: 'female',
    t_shirt_size: 'AM',
    uniform_size: '4',
    use_account_address: true,
  },
  taekwondo_background: {
    role: 'athlete',
    belt_rank: 'red',
    current_school: 'Lakeshore Taekwondo',
    competition_categories: ['poomsae'],
  },
  agreements: { code_of_conduct: true, training_acknowledgement: true, media_release: true },
  membership_tier: 'champion',
  is_self_registration: true,
});

const childApplication = () => ({
  ...selfApplication(),
  personal_info: {
    ...selfApplication().personal_info,
    first_name: 'Mia',
    date_of_birth: bornYearsAgo(9),
    t_shirt_size: 'YM',
    uniform_size: '1',
    use_account_address: false,
    address: { ...address, street_number_and_name: '5 Oak Ave' },
  },
  membership_tier: 'basic',
  is_self_registration: false,
  relationship_to_athlete: { relationship: 'parent' },
});

const post = (user: TestUser, body: unknown) =>
  request(app)
    .post('/api/v1/memberships')
    .set(bearer(user))
    .send(body as object);

async function stored(user: TestUser) {
  const snapshot = await db.collection('memberships').where('accountUid', '==', user.uid).get();
  return snapshot.docs.map((doc) => doc.data());
}
async function mailTo(user: TestUser) {
  const snapshot = await db.collection('mail').where('to', '==', user.email).get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('POST /memberships', () => {
  it('When the applicant signed up by email and has not verified it, then 403 EMAIL_NOT_VERIFIED, no membership and no mail', async () => {
    const user = await createTestUser({}, { emailVerified: false });
    await seedAccount(db, user.uid, { email: user.email, phone: '312-555-0100' });
    const response = await post(user, selfApplication());
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      detail: MEMBERSHIP_CREATE_MESSAGES.emailNotVerified,
    });
    const mine = await db.collection('memberships').where('accountUid', '==', user.uid).get();
    expect(mine.size).toBe(0);
    const mail = await db.collection('mail').where('to', '==', user.email).get();
    expect(mail.size).toBe(0);
  });

  it('When a member applies for themselves, then the server decides status, payment, division and owner', async () => {
    const user = await applicant();
    const response = await post(user, selfApplication());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      user_id: user.uid,
      status: 'application_received',
      payment_status: 'pending',
      athlete_name: 'Ana Lopez',
      is_self_registration: true,
      division: 'Masters',
      member_id: null,
      expires_at: null,
      phone: '312-555-0100',
      email: user.email,
      parent_name: null,
      role: 'athlete',
      belt_rank: 'red',
      current_school: 'Lakeshore Taekwondo',
      membership_tier: 'champion',
    });
    const [doc] = await stored(user);
    expect(doc).toMatchObject({
      id: response.body.id,
      accountUid: user.uid,
      status: 'application_received',
      paymentStatus: 'pending',
      division: 'Masters',
      firstNameLower: 'ana',
      lastNameLower: 'lopez',
      emailLower: user.email.toLowerCase(),
      schoolLower: 'lakeshore taekwondo',
      deletedAt: null,
    });
  });

  it('When the application is saved, then an English confirmation email is queued for the account holder', async () => {
    const user = await applicant();
    await post(user, selfApplication()).expect(201);
    const mails = await mailTo(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.message.subject).toBe('We received your membership application');
    expect(mails[0]?.message.text).toContain('Ana Lopez');
    expect(mails[0]?.message.html).toContain('<p>');
  });

  it('When a parent applies for a 9-year-old in Spanish, then the child is Youth with parent_name and the email is Spanish', async () => {
    const user = await applicant();
    const response = await request(app)
      .post('/api/v1/memberships')
      .set(bearer(user))
      .set('accept-language', 'es-MX,es;q=0.9,en;q=0.8')
      .send(childApplication());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      athlete_name: 'Mia Lopez',
      division: 'Youth',
      parent_name: 'Ana Lopez (parent)',
      is_self_registration: false,
      relationship_to_athlete: { relationship: 'parent', relationship_other: null },
      use_account_address: false,
      address: { street_number_and_name: '5 Oak Ave' },
    });
    const mails = await mailTo(user);
    expect(mails[0]?.message.subject).toBe('Recibimos su solicitud de membresía');
    // Later emails with no request at hand (reminders, notices) use it too.
    const account = await db.doc(`accounts/${user.uid}`).get();
    expect(account.get('preferredLanguage')).toBe('es');
  });

  it('When there is no token, then it answers 401 and writes nothing', async () => {
    const user = await applicant();
    const response = await request(app).post('/api/v1/memberships').send(selfApplication());
    expect(response.status).toBe(401);
    expect(await stored(user)).toHaveLength(0);
  });

  it('When fields are invalid, then it answers 400 with field errors and writes nothing', async () => {
    const user = await applicant();
    const body = selfApplication();
    const response = await post(user, {
      ...body,
      personal_info: { ...body.personal_info, date_of_birth: 'yesterday', gender: 'robot' },
      agreements: { ...body.agreements, media_release: false },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        {
          field: 'personal_info.date_of_birth',
          message: 'Please enter a valid date (YYYY-MM-DD).',
          code: 'validation.date',
          params: {},
        },
        {
          field: 'personal_info.gender',
          message: 'Please choose one of the listed options.',
          code: 'validation.oneOf',
          params: {},
        },
        {
          field: 'agreements.media_release',
          message: 'This agreement must be accepted.',
          code: 'validation.mustAccept',
          params: {},
        },
      ]),
    );
    expect(await stored(user)).toHaveLength(0);
    expect(await mailTo(user)).toHaveLength(0);
  });

  it('When the athlete is younger than 6, then it answers 400 on the date of birth', async () => {
    const user = await applicant();
    const body = childApplication();
    const response = await post(user, {
      ...body,
      personal_info: { ...body.personal_info, date_of_birth: bornYearsAgo(5) },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      {
        field: 'personal_info.date_of_birth',
        message: 'Members must be at least 6 years old.',
        code: 'validation.tooYoung',
        params: {},
      },
    ]);
  });

  it('When the client sends status, payment, member ID, expiry, price or division, then it answers 400 and writes nothing', async () => {
    const user = await applicant();
    const response = await post(user, {
      ...selfApplication(),
      status: 'active',
      payment_status: 'paid',
      member_id: 'IT-2026-9999',
      expires_at: '2030-01-01',
      price: 1,
      division: 'Senior',
    });
    expect(response.status).toBe(400);
    const fields = response.body.errors.map((error: { field: string }) => error.field);
    expect(fields.sort()).toEqual(
      ['division', 'expires_at', 'member_id', 'payment_status', 'price', 'status'].sort(),
    );
    expect(await stored(user)).toHaveLength(0);
  });

  it('When the division is slipped into the personal info, then it is refused too', async () => {
    const user = await applicant();
    const body = selfApplication();
    const response = await post(user, {
      ...body,
      personal_info: { ...body.personal_info, division: 'Youth' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      {
        field: 'personal_info.division',
        message: 'This field is not allowed.',
        code: 'validation.unknownField',
        params: {},
      },
    ]);
  });

  it('When neither the athlete nor the account has a phone, then it answers 400 with the spec message', async () => {
    const user = await applicant({ phone: '' });
    const response = await post(user, selfApplication());
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe(
      'A phone number is required. Please provide either an athlete phone number or ensure your account has a phone number.',
    );
    expect(response.body.errors[0].field).toBe('personal_info.phone');
    expect(await stored(user)).toHaveLength(0);
  });

  it("When only the athlete has a phone, then the athlete's phone is kept", async () => {
    const user = await applicant({ phone: '' });
    const body = selfApplication();
    const response = await post(user, {
      ...body,
      personal_info: { ...body.personal_info, phone: '773-555-0142' },
    });
    expect(response.status).toBe(201);
    expect(response.body.phone).toBe('773-555-0142');
  });

  it('When the same person is applied for again under the account, then it answers 409 and keeps one', async () => {
    const user = await applicant();
    await post(user, childApplication()).expect(201);
    const body = childApplication();
    const response = await post(user, {
      ...body,
      personal_info: { ...body.personal_info, first_name: ' MÍA ', last_name: 'lopez' },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      code: 'DUPLICATE_RESOURCE',
      detail: 'A membership already exists for this person',
      message_key: 'membership.duplicate',
      params: {},
    });
    expect(await stored(user)).toHaveLength(1);
    expect(await mailTo(user)).toHaveLength(1);
  });

  it('When a second self registration is sent, then it answers 409', async () => {
    const user = await applicant();
    await post(user, selfApplication()).expect(201);
    const body = selfApplication();
    const response = await post(user, {
      ...body,
      personal_info: { ...body.personal_info, first_name: 'Anita' },
    });
    expect(response.status).toBe(409);
    expect(response.body.detail).toBe('You already have a membership for yourself');
    expect(await stored(user)).toHaveLength(1);
  });

  it('When the same child is applied for under two accounts, then both are accepted', async () => {
    const mother = await applicant();
    const father = await applicant();
    await post(mother, childApplication()).expect(201);
    await post(father, childApplication()).expect(201);
  });

  it('When the application names another user as owner, then it answers 403', async () => {
    const user = await applicant();
    const response = await post(user, { ...selfApplication(), user_id: 'someone-else' });
    expect(response.status).toBe(403);
    expect(await stored(user)).toHaveLength(0);
  });

  it('When the caller has no account yet, then it answers 400', async () => {
    const user = await createTestUser();
    const response = await post(user, selfApplication());
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('Complete your account information first');
    expect(await stored(user)).toHaveLength(0);
  });

  it('When club_id names a club that is not approved, then it answers 400; an active one is kept', async () => {
    await db.doc('clubs/membership-test-invited').set({
      status: 'invite_created',
      clubInfo: { clubName: 'Invited TKD', clubOwnerName: '' },
      deletedAt: null,
    });
    await db.doc('clubs/membership-test-active').set({
      status: 'active',
      clubInfo: { clubName: 'Active TKD', clubOwnerName: 'Kim' },
      deletedAt: null,
    });
    const user = await applicant();
    const refused = await post(user, { ...selfApplication(), club_id: 'membership-test-invited' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        field: 'club_id',
        message: 'Please choose one of the listed options.',
        code: 'validation.oneOf',
        params: {},
      },
    ]);
    const accepted = await post(user, { ...selfApplication(), club_id: 'membership-test-active' });
    expect(accepted.status).toBe(201);
    expect(accepted.body.club_id).toBe('membership-test-active');
  });
});

describe('GET /memberships', () => {
  it('When a user has none, then me/all is an empty list and me/one is 404', async () => {
    const user = await applicant();
    const all = await request(app).get('/api/v1/memberships/me/all').set(bearer(user));
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ memberships: [] });
    const one = await request(app).get('/api/v1/memberships/me/one').set(bearer(user));
    expect(one.status).toBe(404);
  });

  it('When a parent holds two, then me/all lists only theirs, newest first, and me/one is the newest', async () => {
    const parent = await applicant();
    const other = await applicant();
    await post(other, selfApplication()).expect(201);
    const self = await post(parent, selfApplication()).expect(201);
    const child = await post(parent, childApplication()).expect(201);
    const all = await request(app).get('/api/v1/memberships/me/all').set(bearer(parent));
    expect(all.body.memberships.map((m: { id: string }) => m.id)).toEqual([
      child.body.id,
      self.body.id,
    ]);
    const one = await request(app).get('/api/v1/memberships/me/one').set(bearer(parent));
    expect(one.body.id).toBe(child.body.id);
  });

  it('When a membership is soft-deleted, then it is gone from every read', async () => {
    const user = await applicant();
    const created = await post(user, selfApplication()).expect(201);
    await db.doc(`memberships/${created.body.id}`).update({ deletedAt: new Date() });
    const all = await request(app).get('/api/v1/memberships/me/all').set(bearer(user));
    expect(all.body.memberships).toEqual([]);
    const byId = await request(app).get(`/api/v1/memberships/${created.body.id}`).set(bearer(user));
    expect(byId.status).toBe(404);
  });

  it('When the owner or an admin asks by id, then they get it; another member gets 403', async () => {
    const owner = await applicant();
    const other = await applicant();
    const admin = await createTestUser({ admin: true });
    const created = await post(owner, childApplication()).expect(201);
    const path = `/api/v1/memberships/${created.body.id}`;
    expect((await request(app).get(path).set(bearer(owner))).body.id).toBe(created.body.id);
    expect((await request(app).get(path).set(bearer(admin))).status).toBe(200);
    const refused = await request(app).get(path).set(bearer(other));
    expect(refused.status).toBe(403);
    expect(refused.body.parent_name).toBeUndefined();
  });

  it('When there is no token, then reads answer 401', async () => {
    expect((await request(app).get('/api/v1/memberships/me/all')).status).toBe(401);
  });
});

describe('PUT /memberships/{id}', () => {
  async function ownedChild() {
    const owner = await applicant();
    const created = await post(owner, childApplication()).expect(201);
    return { owner, id: created.body.id as string, path: `/api/v1/memberships/${created.body.id}` };
  }
  const docOf = async (id: string) => (await db.doc(`memberships/${id}`).get()).data();
  const personalInfo = () => childApplication().personal_info;

  it('When the owner changes personal info, categories and email, then they are saved and the division follows the date of birth', async () => {
    const { owner, id, path } = await ownedChild();
    const response = await request(app)
      .put(path)
      .set(bearer(owner))
      .send({
        personal_info: { ...personalInfo(), first_name: 'Amelia', date_of_birth: bornYearsAgo(16) },
        taekwondo_background: { competition_categories: ['kyorugi', 'kyukpa'] },
        email: 'amelia@example.com',
      });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      first_name: 'Amelia',
      division: 'Cadet',
      competition_categories: ['kyorugi', 'kyukpa'],
      email: 'amelia@example.com',
      parent_name: 'Ana Lopez (parent)',
      status: 'application_received',
    });
    expect(await docOf(id)).toMatchObject({
      firstName: 'Amelia',
      firstNameLower: 'amelia',
      emailLower: 'amelia@example.com',
      division: 'Cadet',
    });
  });

  it('When the owner tries to change belt rank, school, role, tier or status, then it answers 400 and nothing changes', async () => {
    const { owner, id, path } = await ownedChild();
    const response = await request(app)
      .put(path)
      .set(bearer(owner))
      .send({
        taekwondo_background: {
          competition_categories: [],
          belt_rank: '9th_dan_black_belt',
          current_school: 'Elsewhere',
          role: 'coach',
        },
        membership_tier: 'champion',
        status: 'active',
      });
    expect(response.status).toBe(400);
    expect(await docOf(id)).toMatchObject({
      beltRank: 'red',
      currentSchool: 'Lakeshore Taekwondo',
      role: 'athlete',
      membershipTier: 'basic',
      status: 'application_received',
      competitionCategories: ['poomsae'],
    });
  });

  it('When the membership is in review, then the owner gets 403 with the spec message and nothing changes', async () => {
    const { owner, id, path } = await ownedChild();
    await db.doc(`memberships/${id}`).update({ status: 'in_review' });
    const response = await request(app)
      .put(path)
      .set(bearer(owner))
      .send({ email: 'new@example.com' });
    expect(response.status).toBe(403);
    expect(response.body.detail).toBe('Under Review - Details are read-only');
    expect((await docOf(id))?.email).not.toBe('new@example.com');
  });

  it.each(['approved', 'active', 'expired'])(
    'When the membership is %s, then the owner cannot turn it into another person (name or date of birth): 403, nothing changes',
    async (status) => {
      const { owner, id, path } = await ownedChild();
      await db.doc(`memberships/${id}`).update({ status, division: 'Youth' });
      for (const change of [
        { first_name: 'Someone' },
        { last_name: 'Else' },
        { date_of_birth: bornYearsAgo(30) },
      ]) {
        const response = await request(app)
          .put(path)
          .set(bearer(owner))
          .send({ personal_info: { ...personalInfo(), ...change } });
        expect(response.status).toBe(403);
        expect(response.body.detail).toBe(MEMBERSHIP_CREATE_MESSAGES.identityLocked);
      }
      expect(await docOf(id)).toMatchObject({
        firstName: personalInfo().first_name,
        lastName: personalInfo().last_name,
        dateOfBirth: personalInfo().date_of_birth,
        division: 'Youth',
        status,
      });
    },
  );

  it('When the membership is active, then the owner still corrects the case of a name and other details', async () => {
    const { owner, id, path } = await ownedChild();
    await db.doc(`memberships/${id}`).update({ status: 'active' });
    const info = personalInfo();
    const response = await request(app)
      .put(path)
      .set(bearer(owner))
      .send({
        personal_info: { ...info, first_name: info.first_name.toUpperCase(), t_shirt_size: 'AL' },
      });
    expect(response.status).toBe(200);
    expect(await docOf(id)).toMatchObject({ tShirtSize: 'AL', status: 'active' });
  });

  it.each(['application_received', 'approved', 'active'])(
    'When the membership is %s, then the owner changes their own competition categories alone and they are saved',
    async (status) => {
      const { owner, id, path } = await ownedChild();
      await db.doc(`memberships/${id}`).update({ status });
      const response = await request(app)
        .put(path)
        .set(bearer(owner))
        .send({ taekwondo_background: { competition_categories: ['kyorugi', 'poomsae'] } });
      expect(response.status).toBe(200);
      expect(response.body.competition_categories).toEqual(['kyorugi', 'poomsae']);
      expect(await docOf(id)).toMatchObject({
        competitionCategories: ['kyorugi', 'poomsae'],
        firstName: personalInfo().first_name,
        status,
      });
    },
  );

  it('When an administrator corrects a membership in review, then the change is saved', async () => {
    const { id, path } = await ownedChild();
    await db.doc(`memberships/${id}`).update({ status: 'in_review' });
    const admin = await createTestUser({ admin: true });
    const response = await request(app)
      .put(path)
      .set(bearer(admin))
      .send({ email: 'checked@example.com' });
    expect(response.status).toBe(200);
    expect(await docOf(id)).toMatchObject({ email: 'checked@example.com', status: 'in_review' });
  });

  it("When an administrator edits someone's membership through the owner path, then the audit names the fields, never their values", async () => {
    const { id, path } = await ownedChild();
    const admin = await createTestUser({ admin: true });
    await request(app)
      .put(path)
      .set(bearer(admin))
      .send({ email: 'audited@example.com' })
      .expect(200);
    const entries = (await db.collection('auditLog').where('recordId', '==', id).get()).docs.map(
      (doc) => doc.data(),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        actorUid: admin.uid,
        collection: 'memberships',
        action: 'update',
        changedFields: ['email'],
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('audited@example.com');
  });

  it("When an administrator edits on My Account, then role, belt, school, tier and categories go through the admin path; the owner's path refuses them even from an admin", async () => {
    const { id, path } = await ownedChild();
    const admin = await createTestUser({ admin: true });
    const background = {
      role: 'coach',
      belt_rank: '1st_dan_black_belt',
      current_school: 'Evanston Tigers',
      competition_categories: ['kyorugi'],
    };
    const refused = await request(app)
      .put(path)
      .set(bearer(admin))
      .send({ taekwondo_background: background, membership_tier: 'champion' });
    expect(refused.status).toBe(400);

    const response = await request(app)
      .put(`${path}/admin`)
      .set(bearer(admin))
      .send({
        personal_info: { ...personalInfo(), first_name: 'Amelia' },
        taekwondo_background: background,
        membership_tier: 'champion',
      });
    expect(response.status).toBe(200);
    expect(await docOf(id)).toMatchObject({
      firstName: 'Amelia',
      role: 'coach',
      beltRank: '1st_dan_black_belt',
      currentSchool: 'Evanston Tigers',
      membershipTier: 'champion',
      competitionCategories: ['kyorugi'],
    });
  });

  it('When a member sends the same change to the admin path, then it answers 403 and nothing changes', async () => {
    const { owner, id, path } = await ownedChild();
    const response = await request(app)
      .put(`${path}/admin`)
      .set(bearer(owner))
      .send({
        taekwondo_background: { belt_rank: '9th_dan_black_belt' },
        membership_tier: 'champion',
      });
    expect(response.status).toBe(403);
    expect(await docOf(id)).toMatchObject({ beltRank: 'red', membershipTier: 'basic' });
  });

  it("When a member edits another user's membership, then it answers 403 and nothing changes", async () => {
    const { id, path } = await ownedChild();
    const other = await applicant();
    const response = await request(app)
      .put(path)
      .set(bearer(other))
      .send({ personal_info: { ...personalInfo(), first_name: 'Mallory' } });
    expect(response.status).toBe(403);
    expect((await docOf(id))?.firstName).toBe('Mia');
  });

  it('When the owner renames a child to match another of their memberships, then it answers 409', async () => {
    const { owner, id, path } = await ownedChild();
    const sibling = childApplication();
    await post(owner, {
      ...sibling,
      personal_info: { ...sibling.personal_info, first_name: 'Leo' },
    }).expect(201);
    const response = await request(app)
      .put(path)
      .set(bearer(owner))
      .send({ personal_info: { ...personalInfo(), first_name: 'leo' } });
    expect(response.status).toBe(409);
    expect((await docOf(id))?.firstName).toBe('Mia');
  });

  it('When the membership does not exist, then it answers 404', async () => {
    const user = await applicant();
    const response = await request(app)
      .put('/api/v1/memberships/no-such-membership')
      .set(bearer(user))
      .send({ email: 'x@example.com' });
    expect(response.status).toBe(404);
  });
});
