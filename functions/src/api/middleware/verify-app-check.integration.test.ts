import request from 'supertest';

import { createTestUser } from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';

import { APP_CHECK_REFUSED, type AppCheckVerifier } from './verify-app-check';

jest.setTimeout(30_000);

// Stands in for Google's App Check service: one token attests, anything else does not.
const verifier: AppCheckVerifier = {
  async verifyToken(token) {
    if (token !== 'attested-by-recaptcha') throw new Error('invalid App Check token');
    return { appId: 'web' };
  },
};

describe('App Check on the API', () => {
  const production = testApp({ emulator: false, appCheck: verifier });

  it('When a call in production has no App Check token or a forged one, then 401 before anything else runs', async () => {
    const user = await createTestUser();
    for (const headers of [{}, { 'x-firebase-appcheck': 'forged' }]) {
      const response = await request(production)
        .get('/api/v1/accounts/me/all')
        .set({ authorization: `Bearer ${user.idToken}`, ...headers });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'UNAUTHENTICATED', detail: APP_CHECK_REFUSED });
    }
  });

  it('When the token is attested, then the call goes on to the sign-in check and its route', async () => {
    const user = await createTestUser();
    const response = await request(production)
      .get('/api/v1/accounts/me/all')
      .set({
        authorization: `Bearer ${user.idToken}`,
        'x-firebase-appcheck': 'attested-by-recaptcha',
      });
    expect(response.status).toBe(404);
  });

  it("When Stripe posts to the webhook, then App Check does not apply: Stripe's signature is the check", async () => {
    const response = await request(production)
      .post('/api/v1/payments/webhook')
      .set('content-type', 'application/json')
      .send('{}');
    expect(response.status).not.toBe(401);
  });

  it('When the API runs under the emulators, then calls need no App Check token', async () => {
    const user = await createTestUser();
    const response = await request(testApp({ appCheck: verifier }))
      .get('/api/v1/accounts/me/all')
      .set({ authorization: `Bearer ${user.idToken}` });
    expect(response.status).toBe(404);
  });
});
