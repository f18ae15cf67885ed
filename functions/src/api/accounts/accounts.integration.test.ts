import request from 'supertest';

import {
  createGoogleTestUser,
  createTestUser,
  emulatorServices,
  type TestUser,
} from '../../test-support/emulators';
import { passSecurityCheck, testApp } from '../../test-support/test-app';

// Each test makes several emulator round trips on machines shared with other suites.
jest.setTimeout(20_000);

const { db } = emulatorServices();
const app = testApp();

const validAccount = (user: TestUser) => ({
  firebase_user_id: user.uid,
  email: user.email,
  auth_method: 'email',
  first_name: 'Ana',
  last_name: 'Lopez',
  phone: '312-555-0100',
  date_of_birth: '1990-05-17',
  gender: 'female',
  address: {
    street_number_and_name: '100 N Main St',
    apt_suite_unit_number: '',
    city: 'Chicago',
    state: 'IL',
    zipcode: '60601',
    country: 'United States',
  },
});

const profile = (user: TestUser) => {
  const {
    firebase_user_id: _uid,
    email: _email,
    auth_method: _method,
    ...fields
  } = validAccount(user);
  return fields;
};

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
const passedCheck = async () => ({ 'x-security-check': await passSecurityCheck(app) });
const accountDoc = async (uid: string) => (await db.doc(`accounts/${uid}`).get()).data();
const auditOf = async (recordId: string) =>
  (await db.collection('auditLog').where('recordId', '==', recordId).get()).docs.map((doc) =>
    doc.data(),
  );

async function userWithAccount(claims: Record<string, unknown> = {}) {
  const user = await createTestUser(claims);
  await request(app)
    .post('/api/v1/accounts')
    .set(bearer(user))
    .set(await passedCheck())
    .send(validAccount(user))
    .expect(201);
  return user;
}

describe('POST /accounts', () => {
  it('When a signed-in user posts a valid account, then it is created for them as a member', async () => {
    const user = await createTestUser();
    const response = await request(app)
      .post('/api/v1/accounts')
      .set(bearer(user))
      .set(await passedCheck())
      .send(validAccount(user));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ id: user.uid, role: 'member', first_name: 'Ana' });
    expect(response.body.address.apt_suite_unit_number).toBeNull();
    expect(await accountDoc(user.uid)).toMatchObject({
      firstName: 'Ana',
      role: 'member',
      preferredLanguage: 'en',
    });
  });

  it('When there is no token, then it answers 401 and writes nothing', async () => {
    const user = await createTestUser();
    const response = await request(app).post('/api/v1/accounts').send(validAccount(user));
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
    expect(await accountDoc(user.uid)).toBeUndefined();
  });

  it('When the token is forged, then it answers 401', async () => {
    const response = await request(app)
      .get('/api/v1/accounts/me/all')
      .set({ authorization: 'Bearer not-a-token' });
    expect(response.status).toBe(401);
  });

  it('When the body is invalid, then it answers 400 with field errors and writes nothing', async () => {
    const user = await createTestUser();
    const response = await request(app)
      .post('/api/v1/accounts')
      .set(bearer(user))
      .send({ ...validAccount(user), date_of_birth: '31-12-1999', gender: 'robot' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
    const fields = response.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['date_of_birth', 'gender']));
    expect(await accountDoc(user.uid)).toBeUndefined();
  });

  it("When the spec's payload says role 'member', then the account is created as a member", async () => {
    const user = await createTestUser();
    const response = await request(app)
      .post('/api/v1/accounts')
      .set(bearer(user))
      .set(await passedCheck())
      .send({ ...validAccount(user), role: 'member' });
    expect(response.status).toBe(201);
    expect(await accountDoc(user.uid)).toMatchObject({ role: 'member' });
  });

  it('When the caller tries to choose their role, then it answers 400', async () => {
    const user = await createTestUser();
    const response = await request(app)
      .post('/api/v1/accounts')
      .set(bearer(user))
      .set(await passedCheck())
      .send({ ...validAccount(user), role: 'admin' });
    expect(response.status).toBe(400);
    expect(await accountDoc(user.uid)).toBeUndefined();
  });

  it('When the account is for another user id, then it answers 403', async () => {
    const user = await createTestUser();
    const response = await request(app)
      .post('/api/v1/accounts')
      .set(bearer(user))
      .send({ ...validAccount(user), firebase_user_id: 'someone-else' });
    expect(response.status).toBe(403);
    expect(await accountDoc('someone-else')).toBeUndefined();
  });

  it('When the account already exists, then it answers 409 and keeps the first', async () => {
    const user = await userWithAccount();
    const response = await request(app)
      .post('/api/v1/accounts')
      .set(bearer(user))
      .set(await passedCheck())
      .send({ ...validAccount(user), first_name: 'Other' });
    expect(response.status).toBe(409);
    expect(response.body.detail).toBe('An account already exists for this user');
    expect((await accountDoc(user.uid))?.firstName).toBe('Ana');
  });

  it('When the body is larger than 100 KB, then it answers 413 and writes nothing', async () => {
    const user = await createTestUser();
    const response = await request(app)
      .post('/api/v1/accounts')
      .set(bearer(user))
      .send({ ...validAccount(user), first_name: 'A'.repeat(120 * 1024) });
    expect(response.status).toBe(413);
    expect(await accountDoc(user.uid)).toBeUndefined();
  });

  it('When the body is not JSON, then it answers 400', async () => {
    const user = await createTestUser();
    const response = await request(app)
      .post('/api/v1/accounts')
      .set(bearer(user))
      .set('content-type', 'text/plain')
      .send('first_name=Ana');
    expect(response.status).toBe(400);
  });
});

describe('POST /accounts and the security check', () => {
  const verificationDoc = async (id: string) =>
    (await db.doc(`captchaVerifications/${id}`).get()).data();

  it('When an email sign-up has no X-Security-Check, then it answers 403 CAPTCHA_REQUIRED and writes nothing', async () => {
    const user = await createTestUser();
    const response = await request(app)
      .post('/api/v1/accounts')
      .set(bearer(user))
      .send(validAccount(user));
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      code: 'CAPTCHA_REQUIRED',
      detail: 'Please complete the security verification first.',
      message_key: 'captcha.completeFirst',
      params: {},
    });
    expect(await accountDoc(user.uid)).toBeUndefined();
  });

  it('When an email sign-up carries a passed check, then the account is created and the check is spent', async () => {
    const user = await createTestUser();
    const checkId = await passSecurityCheck(app);
    const response = await request(app)
      .post('/api/v1/accounts')
      .set(bearer(user))
      .set({ 'x-security-check': checkId })
      .send(validAccount(user));
    expect(response.status).toBe(201);
    expect(await verificationDoc(checkId)).toMatchObject({ usedBy: user.uid });
  });

  it('When a spent check is presented again by another sign-up, then it answers 403 and writes nothing', async () => {
    const first = await createTestUser();
    const second = await createTestUser();
    const checkId = await passSecurityCheck(app);
    for (const user of [first, second]) {
      await request(app)
        .post('/api/v1/accounts')
        .set(bearer(user))
        .set({ 'x-security-check': checkId })
        .send(validAccount(user));
    }
    expect(await accountDoc(first.uid)).toBeDefined();
    expect(await accountDoc(second.uid)).toBeUndefined();
  });

  it('When the check is older than 10 minutes, then it answers 403 and the check stays unspent', async () => {
    const user = await createTestUser();
    const checkId = await passSecurityCheck(app);
    const later = testApp({ now: () => new Date(Date.now() + 11 * 60 * 1000) });
    const response = await request(later)
      .post('/api/v1/accounts')
      .set(bearer(user))
      .set({ 'x-security-check': checkId })
      .send(validAccount(user));
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('CAPTCHA_REQUIRED');
    expect(await accountDoc(user.uid)).toBeUndefined();
    expect(await verificationDoc(checkId)).toMatchObject({ usedBy: null });
  });

  it('When the header holds a made-up id, then it answers 403', async () => {
    const user = await createTestUser();
    const response = await request(app)
      .post('/api/v1/accounts')
      .set(bearer(user))
      .set({ 'x-security-check': '../accounts/x' })
      .send(validAccount(user));
    expect(response.status).toBe(403);
    expect(await accountDoc(user.uid)).toBeUndefined();
  });

  it('When a Google sign-up has no check, then the account is created', async () => {
    const user = await createGoogleTestUser();
    const response = await request(app)
      .post('/api/v1/accounts')
      .set(bearer(user))
      .send({ ...validAccount(user), auth_method: 'google' });
    expect(response.status).toBe(201);
    expect(await accountDoc(user.uid)).toMatchObject({ authMethod: 'google' });
  });

  it('When a password user claims a Google sign-up to skip the check, then it answers 403', async () => {
    const user = await createTestUser();
    const response = await request(app)
      .post('/api/v1/accounts')
      .set(bearer(user))
      .send({ ...validAccount(user), auth_method: 'google' });
    expect(response.status).toBe(403);
    expect(await accountDoc(user.uid)).toBeUndefined();
  });
});

describe('GET /accounts', () => {
  it('When the owner asks for their account by id, me/all or me/by-email, then they get it', async () => {
    const user = await userWithAccount();
    const byId = await request(app).get(`/api/v1/accounts/${user.uid}`).set(bearer(user));
    expect(byId.status).toBe(200);
    expect(byId.body.email).toBe(user.email);
    const all = await request(app).get('/api/v1/accounts/me/all').set(bearer(user));
    expect(all.body).toMatchObject({ total: 1, accounts: [{ id: user.uid }] });
    const byEmail = await request(app).get('/api/v1/accounts/me/by-email').set(bearer(user));
    expect(byEmail.body.id).toBe(user.uid);
  });

  it('When a user has no account yet, then me/all and me/by-email answer 404', async () => {
    const user = await createTestUser();
    expect((await request(app).get('/api/v1/accounts/me/all').set(bearer(user))).status).toBe(404);
    expect((await request(app).get('/api/v1/accounts/me/by-email').set(bearer(user))).status).toBe(
      404,
    );
  });

  it("When a member asks for another user's account, then it answers 403", async () => {
    const owner = await userWithAccount();
    const other = await userWithAccount();
    const response = await request(app).get(`/api/v1/accounts/${owner.uid}`).set(bearer(other));
    expect(response.status).toBe(403);
  });

  it("When an admin asks for anyone's account, then they get it", async () => {
    const owner = await userWithAccount();
    const admin = await createTestUser({ admin: true });
    const response = await request(app).get(`/api/v1/accounts/${owner.uid}`).set(bearer(admin));
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(owner.uid);
  });

  it('When the path is called without the /api/v1 prefix, then the same route answers', async () => {
    const user = await userWithAccount();
    const response = await request(app).get(`/accounts/${user.uid}`).set(bearer(user));
    expect(response.status).toBe(200);
  });
});

describe('PUT /accounts/{id}', () => {
  it('When the owner updates their profile, then the account holds the new values', async () => {
    const user = await userWithAccount();
    const response = await request(app)
      .put(`/api/v1/accounts/${user.uid}`)
      .set(bearer(user))
      .send({ ...profile(user), phone: '773-555-0199' });
    expect(response.status).toBe(200);
    expect(await accountDoc(user.uid)).toMatchObject({ phone: '773-555-0199', firstName: 'Ana' });
  });

  it('When the owner saves in Spanish, then Spanish becomes their email language; an admin saving it does not change it', async () => {
    const user = await userWithAccount();
    await request(app)
      .put(`/api/v1/accounts/${user.uid}`)
      .set(bearer(user))
      .set('accept-language', 'es-MX,es;q=0.9')
      .send(profile(user))
      .expect(200);
    expect((await accountDoc(user.uid))?.preferredLanguage).toBe('es');

    const admin = await createTestUser({ admin: true });
    await request(app)
      .put(`/api/v1/accounts/${user.uid}`)
      .set(bearer(admin))
      .set('accept-language', 'en')
      .send(profile(user))
      .expect(200);
    expect((await accountDoc(user.uid))?.preferredLanguage).toBe('es');
  });

  it('When the owner tries to make themselves admin, then it answers 400 and the role stays', async () => {
    const user = await userWithAccount();
    const response = await request(app)
      .put(`/api/v1/accounts/${user.uid}`)
      .set(bearer(user))
      .send({ ...profile(user), role: 'admin', is_active: false });
    expect(response.status).toBe(400);
    expect(await accountDoc(user.uid)).toMatchObject({ role: 'member', isActive: true });
  });

  it("When a member updates another user's account, then it answers 403 and nothing changes", async () => {
    const owner = await userWithAccount();
    const other = await userWithAccount();
    const response = await request(app)
      .put(`/api/v1/accounts/${owner.uid}`)
      .set(bearer(other))
      .send({ ...profile(owner), first_name: 'Mallory' });
    expect(response.status).toBe(403);
    expect((await accountDoc(owner.uid))?.firstName).toBe('Ana');
  });

  it('When the update is invalid, then it answers 400 and nothing changes', async () => {
    const user = await userWithAccount();
    const response = await request(app)
      .put(`/api/v1/accounts/${user.uid}`)
      .set(bearer(user))
      .send({ ...profile(user), date_of_birth: 'yesterday' });
    expect(response.status).toBe(400);
    expect((await accountDoc(user.uid))?.dateOfBirth).toBe('1990-05-17');
  });

  it('When a name holds half a surrogate pair, then it answers 400, not 500, and nothing changes', async () => {
    const user = await userWithAccount();
    const response = await request(app)
      .put(`/api/v1/accounts/${user.uid}`)
      .set(bearer(user))
      .set('content-type', 'application/json')
      .send(JSON.stringify({ ...profile(user), first_name: 'Ana\uD800' }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      {
        field: 'first_name',
        message: 'This value has the wrong type.',
        code: 'validation.invalidType',
        params: {},
      },
    ]);
    expect((await accountDoc(user.uid))?.firstName).toBe('Ana');
  });

  it('When the account does not exist, then an admin gets 404', async () => {
    const admin = await createTestUser({ admin: true });
    const response = await request(app)
      .put('/api/v1/accounts/nobody-here')
      .set(bearer(admin))
      .send(profile(admin));
    expect(response.status).toBe(404);
    expect(await accountDoc('nobody-here')).toBeUndefined();
  });
});

describe('PUT /accounts/{id}/complete', () => {
  it('When the result would be incomplete, then it answers 422 with the missing fields', async () => {
    const user = await createGoogleTestUser();
    await request(app)
      .post('/api/v1/accounts')
      .set(bearer(user))
      .send({
        firebase_user_id: user.uid,
        email: user.email,
        auth_method: 'google',
        first_name: 'Li',
        last_name: 'Wu',
      })
      .expect(201);
    const response = await request(app)
      .put(`/api/v1/accounts/${user.uid}/complete`)
      .set(bearer(user))
      .send({ phone: '312-555-0101' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message_key: 'account.completionFailed', params: {} });
    const fields = response.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['date_of_birth', 'gender', 'address']));
    expect(response.body.errors).toContainEqual({
      field: 'gender',
      message: 'This field is required.',
      code: 'validation.required',
      params: {},
    });
    expect((await accountDoc(user.uid))?.phone).toBeNull();
  });

  it('When the missing fields are supplied, then the account is saved', async () => {
    const user = await createGoogleTestUser();
    await request(app)
      .post('/api/v1/accounts')
      .set(bearer(user))
      .send({
        firebase_user_id: user.uid,
        email: user.email,
        auth_method: 'google',
        first_name: 'Li',
        last_name: 'Wu',
      })
      .expect(201);
    const response = await request(app)
      .put(`/api/v1/accounts/${user.uid}/complete`)
      .set(bearer(user))
      .send({
        phone: '312-555-0101',
        date_of_birth: '2001-02-03',
        gender: 'male',
        address: validAccount(user).address,
      });
    expect(response.status).toBe(200);
    expect(await accountDoc(user.uid)).toMatchObject({ gender: 'male', dateOfBirth: '2001-02-03' });
  });
});

describe('Administrator writes through the owner paths', () => {
  it("When an admin edits someone's account without a role, then the audit names the fields, never their values", async () => {
    const owner = await userWithAccount();
    const admin = await createTestUser({ admin: true });
    await request(app)
      .put(`/api/v1/accounts/${owner.uid}`)
      .set(bearer(admin))
      .send({ ...profile(owner), phone: '773-555-0142' })
      .expect(200);
    const entries = await auditOf(owner.uid);
    expect(entries).toEqual([
      expect.objectContaining({
        actorUid: admin.uid,
        collection: 'accounts',
        action: 'update',
        changedFields: ['phone'],
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('773-555-0142');
  });

  it("When an admin completes someone's account, then it is audited", async () => {
    const owner = await userWithAccount();
    const admin = await createTestUser({ admin: true });
    await request(app)
      .put(`/api/v1/accounts/${owner.uid}/complete`)
      .set(bearer(admin))
      .send({ gender: 'prefer_not_to_say' })
      .expect(200);
    expect(await auditOf(owner.uid)).toEqual([
      expect.objectContaining({ actorUid: admin.uid, action: 'update', changedFields: ['gender'] }),
    ]);
  });

  it('When the owner edits their own account, then nothing is audited', async () => {
    const owner = await userWithAccount();
    await request(app)
      .put(`/api/v1/accounts/${owner.uid}`)
      .set(bearer(owner))
      .send({ ...profile(owner), phone: '773-555-0143' })
      .expect(200);
    expect(await auditOf(owner.uid)).toEqual([]);
  });
});

describe('POST /accounts/user/{id}/login', () => {
  it('When the owner signs in, then lastLoginAt is stamped', async () => {
    const user = await userWithAccount();
    const before = (await accountDoc(user.uid))?.lastLoginAt.toMillis();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await request(app)
      .post(`/api/v1/accounts/user/${user.uid}/login`)
      .set(bearer(user));
    expect(response.status).toBe(200);
    expect((await accountDoc(user.uid))?.lastLoginAt.toMillis()).toBeGreaterThan(before);
  });

  it('When someone stamps another user, then it answers 403', async () => {
    const owner = await userWithAccount();
    const admin = await createTestUser({ admin: true });
    const response = await request(app)
      .post(`/api/v1/accounts/user/${owner.uid}/login`)
      .set(bearer(admin));
    expect(response.status).toBe(403);
  });
});
