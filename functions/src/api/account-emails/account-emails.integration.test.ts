import request from 'supertest';

import { RATE_LIMITS } from '../../domain/rate-limits';
import { createTestUser, isolatedFirestore, type TestUser } from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';

import { PASSWORD_RESET_ANSWER_MS } from './account-emails.service';

// Each test makes several emulator round trips on machines shared with other suites.
jest.setTimeout(30_000);

const { db } = isolatedFirestore('demo-iltkd-account-emails');
const app = testApp({ db });
const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
const SITE = 'http://127.0.0.1:5000';
const mailTo = async (to: string) =>
  (await db.collection('mail').where('to', '==', to).get()).docs.map((doc) => doc.data());

async function oobCodesFor(email: string) {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/demo-iltkd/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string }[] };
  return oobCodes.filter((code) => code.email === email);
}

describe('POST /account-emails/verification', () => {
  it("When a user who has not verified asks, then their language's email with a one-time link is queued for their address", async () => {
    const user = await createTestUser({}, { emailVerified: false });
    const response = await request(app)
      .post('/api/v1/account-emails/verification')
      .set({ ...bearer(user), origin: SITE, 'accept-language': 'es-MX,es;q=0.9' });
    expect(response.status).toBe(200);
    const [mail] = await mailTo(user.email);
    expect(mail?.message.subject).toBe('Verifica tu correo electrónico');
    expect(mail?.message.text).toMatch(/oobCode=/);
    expect(mail?.message.text).toContain(encodeURIComponent(`${SITE}/login?from=verification`));
    expect(mail?.expiresAt).toBeDefined();
    expect(await oobCodesFor(user.email)).toHaveLength(1);
  });

  it('When the address is already verified, then it answers 400 and mails nothing', async () => {
    const user = await createTestUser();
    const response = await request(app)
      .post('/api/v1/account-emails/verification')
      .set({ ...bearer(user), origin: SITE });
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('Email is already verified');
    expect(await mailTo(user.email)).toEqual([]);
  });

  it('When nobody is signed in, then it answers 401', async () => {
    const response = await request(app).post('/api/v1/account-emails/verification');
    expect(response.status).toBe(401);
  });
});

describe('POST /account-emails/password-reset from a foreign site (issue 30 item 4)', () => {
  const foreign = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };
  const reset = (email: string) =>
    request(app).post('/api/v1/account-emails/password-reset').set(foreign).send({ email });

  it("When the same foreign Origin and forwarded host ask for an account's reset link and for nobody's, then both answers are the same and the link leads to the configured site", async () => {
    const user = await createTestUser();
    const existing = await reset(user.email);
    const nobody = await reset(`nobody-${Date.now()}@example.test`);
    expect({ status: nobody.status, body: nobody.body }).toEqual({
      status: existing.status,
      body: existing.body,
    });
    expect(existing.status).toBe(200);
    const [mail] = await mailTo(user.email);
    expect(mail?.message.text).toContain(encodeURIComponent(`${SITE}/login`));
    expect(mail?.message.text).not.toContain('evil.example');
  });

  it('When an account uses the address and when none does, then neither answer comes sooner than the set time', async () => {
    const user = await createTestUser();
    for (const email of [user.email, `nobody-${Date.now()}@example.test`]) {
      const start = Date.now();
      await reset(email).expect(200);
      expect(Date.now() - start).toBeGreaterThanOrEqual(PASSWORD_RESET_ANSWER_MS);
    }
  });
});

describe('POST /account-emails/password-reset', () => {
  it('When an account uses the address, then an English reset email is queued for it', async () => {
    const user = await createTestUser();
    await request(app)
      .post('/api/v1/account-emails/password-reset')
      .set({ origin: SITE })
      .send({ email: user.email })
      .expect(200);
    const [mail] = await mailTo(user.email);
    expect(mail?.message.subject).toBe('Reset your password');
    expect(mail?.message.text).toMatch(/mode=resetPassword/);
  });

  it('When no account uses the address, then the answer is the same and nothing is mailed', async () => {
    const email = `nobody-${Date.now()}@example.test`;
    const response = await request(app)
      .post('/api/v1/account-emails/password-reset')
      .set({ origin: SITE })
      .send({ email });
    expect(response.status).toBe(200);
    expect(await mailTo(email)).toEqual([]);
  });

  it('When the account never verified the address, then the answer is the same and nothing is mailed', async () => {
    const user = await createTestUser({}, { emailVerified: false });
    await request(app)
      .post('/api/v1/account-emails/password-reset')
      .set({ origin: SITE })
      .send({ email: user.email })
      .expect(200);
    expect(await mailTo(user.email)).toEqual([]);
  });

  it('When the address is not an email, then 400', async () => {
    const response = await request(app)
      .post('/api/v1/account-emails/password-reset')
      .send({ email: 'not-an-address' });
    expect(response.status).toBe(400);
  });

  it('When one address is sent more links than its limit, then 429 with Retry-After and no more mail', async () => {
    const limited = testApp({ db, rateLimits: RATE_LIMITS });
    const user = await createTestUser();
    const reset = () =>
      request(limited)
        .post('/api/v1/account-emails/password-reset')
        .set({ origin: SITE, 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}` })
        .send({ email: user.email });
    for (let call = 0; call < RATE_LIMITS.passwordResetEmail.perUser.max; call += 1) {
      expect((await reset()).status).toBe(200);
    }
    const refused = await reset();
    expect(refused.status).toBe(429);
    expect(Number(refused.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailTo(user.email)).toHaveLength(RATE_LIMITS.passwordResetEmail.perUser.max);
  });
});
