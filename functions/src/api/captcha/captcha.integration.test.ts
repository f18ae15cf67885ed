import request from 'supertest';

import { createTestUser, emulatorServices } from '../../test-support/emulators';
import { stubVerifier, testApp } from '../../test-support/test-app';

// Each test makes several emulator round trips on machines shared with other suites.
jest.setTimeout(20_000);

const { db } = emulatorServices();
const emulatorApp = testApp({ emulator: true });
const verificationDoc = async (id: string) =>
  (await db.doc(`captchaVerifications/${id}`).get()).data();

const FAILED = {
  success: false,
  code: 'CAPTCHA_FAILED',
  detail: 'CAPTCHA verification failed. Please try again.',
  message_key: 'captcha.failed',
  params: {},
};

async function standInToken(action = 'registration') {
  const response = await request(emulatorApp)
    .post('/api/v1/captcha/test-token')
    .send({ recaptcha_action: action });
  expect(response.status).toBe(200);
  return response.body.token as string;
}

describe('POST /captcha under the emulator', () => {
  it('When a visitor redeems a stand-in token, then it answers a verification id kept for 10 minutes', async () => {
    const token = await standInToken();
    const response = await request(emulatorApp)
      .post('/api/v1/captcha')
      .send({ token, recaptcha_action: 'registration' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, verification_id: expect.any(String) });
    const stored = await verificationDoc(response.body.verification_id);
    expect(stored).toMatchObject({ action: 'registration', usedBy: null, requestedBy: null });
    expect(stored?.expiresAt.toMillis() - stored?.createdAt.toMillis()).toBe(10 * 60 * 1000);
  });

  it('When a stand-in token is redeemed twice, then the second time fails', async () => {
    const token = await standInToken();
    await request(emulatorApp)
      .post('/api/v1/captcha')
      .send({ token, recaptcha_action: 'registration' })
      .expect(200);
    const again = await request(emulatorApp)
      .post('/api/v1/captcha')
      .send({ token, recaptcha_action: 'registration' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(FAILED);
  });

  it('When a stand-in token is presented for another action, then it fails', async () => {
    const token = await standInToken('login');
    const response = await request(emulatorApp)
      .post('/api/v1/captcha')
      .send({ token, recaptcha_action: 'registration' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(FAILED);
  });

  it('When a signed-in user passes the check, then the verification is bound to them', async () => {
    const user = await createTestUser();
    const token = await standInToken();
    const response = await request(emulatorApp)
      .post('/api/v1/captcha')
      .set({ authorization: `Bearer ${user.idToken}` })
      .send({ token, recaptcha_action: 'registration' });
    expect(response.status).toBe(200);
    expect(await verificationDoc(response.body.verification_id)).toMatchObject({
      requestedBy: user.uid,
    });
  });

  it('When a bearer token is sent but forged, then it answers 401', async () => {
    const token = await standInToken();
    const response = await request(emulatorApp)
      .post('/api/v1/captcha')
      .set({ authorization: 'Bearer forged' })
      .send({ token, recaptcha_action: 'registration' });
    expect(response.status).toBe(401);
  });

  it('When the action is unknown, then it answers 400 with field errors', async () => {
    const response = await request(emulatorApp)
      .post('/api/v1/captcha')
      .send({ token: 'abc', recaptcha_action: 'signup' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
    expect(response.body.errors).toEqual([
      {
        field: 'recaptcha_action',
        message: 'Please choose one of the listed options.',
        code: 'validation.oneOf',
        params: {},
      },
    ]);
  });
});

describe('POST /captcha in a deployed configuration', () => {
  it('When the stand-in endpoint is called, then it does not exist', async () => {
    const deployed = testApp({ emulator: false });
    const response = await request(deployed)
      .post('/api/v1/captcha/test-token')
      .send({ recaptcha_action: 'registration' });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });

  it('When an emulator stand-in token is presented, then it is refused even if the verifier would pass anything', async () => {
    const { verifier, calls } = stubVerifier({ valid: true, action: 'registration', score: 1 });
    const deployed = testApp({ emulator: false, captchaVerifier: verifier });
    const token = await standInToken();
    const response = await request(deployed)
      .post('/api/v1/captcha')
      .send({ token, recaptcha_action: 'registration' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(FAILED);
    expect(calls).toHaveLength(0);
  });

  it('When reCAPTCHA scores the token 0.5 for the same action, then it passes', async () => {
    const { verifier, calls } = stubVerifier({ valid: true, action: 'login', score: 0.5 });
    const deployed = testApp({ emulator: false, captchaVerifier: verifier });
    const response = await request(deployed)
      .post('/api/v1/captcha')
      .send({ token: 'real-token', recaptcha_action: 'login' });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(calls).toEqual([{ token: 'real-token', action: 'login' }]);
    expect(await verificationDoc(response.body.verification_id)).toMatchObject({
      action: 'login',
    });
  });

  it('When reCAPTCHA scores the token low or for another action, then it fails', async () => {
    for (const assessment of [
      { valid: true, action: 'login', score: 0.3 },
      { valid: true, action: 'registration', score: 0.9 },
      { valid: false, action: 'login', score: 0.9 },
    ]) {
      const deployed = testApp({
        emulator: false,
        captchaVerifier: stubVerifier(assessment).verifier,
      });
      const response = await request(deployed)
        .post('/api/v1/captcha')
        .send({ token: 'real-token', recaptcha_action: 'login' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(FAILED);
    }
  });
});

describe('POST /captcha by a signed-in user who keeps failing', () => {
  it('When they failed 5 times, then the sixth attempt answers 429 even with a good token', async () => {
    const user = await createTestUser();
    const signedIn = { authorization: `Bearer ${user.idToken}` };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await request(emulatorApp)
        .post('/api/v1/captcha')
        .set(signedIn)
        .send({ token: 'bad-token', recaptcha_action: 'login' })
        .expect(400);
    }
    const token = await standInToken('login');
    const response = await request(emulatorApp)
      .post('/api/v1/captcha')
      .set(signedIn)
      .send({ token, recaptcha_action: 'login' });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      code: 'TOO_MANY_REQUESTS',
      detail: 'Too many failed attempts. Please try again later.',
      message_key: 'captcha.tooManyFailures',
      params: {},
    });
    // The TTL policy deletes the count once its window, from the first failure, is over.
    const failures = (await db.doc(`captchaFailures/${user.uid}`).get()).data();
    expect(failures?.expiresAt.toMillis() - failures?.windowStartedAt.toMillis()).toBe(15 * 60_000);
  });

  it('When a visitor fails, then nothing is counted against any user', async () => {
    const before = (await db.collection('captchaFailures').count().get()).data().count;
    await request(emulatorApp)
      .post('/api/v1/captcha')
      .send({ token: 'bad-token', recaptcha_action: 'login' })
      .expect(400);
    const after = (await db.collection('captchaFailures').count().get()).data().count;
    expect(after).toBe(before);
  });
});
