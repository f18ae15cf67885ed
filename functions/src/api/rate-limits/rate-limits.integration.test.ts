import { randomInt } from 'node:crypto';

import request from 'supertest';

import { TOO_MANY_REQUESTS_MESSAGE, type RateLimitedAction } from '../../domain/rate-limits';
import { createTestUser, type TestUser } from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';

import type { RateLimitTable } from './rate-limiter';

// Each test makes a dozen emulator round trips on machines shared with other suites.
jest.setTimeout(30_000);

// Small limits, so that each endpoint's counting shows in a few calls.
const small = { perUser: { max: 2, windowMs: 60_000 }, perAddress: { max: 3, windowMs: 60_000 } };
const actions: RateLimitedAction[] = [
  'securityCheck',
  'inviteCode',
  'accountCreation',
  'membershipCreation',
];
const limits = Object.fromEntries(actions.map((action) => [action, small])) as RateLimitTable;
// The limits count in fixed windows of a minute: calls that straddled the turn of a minute
// were counted afresh (a 400 where the 429 was due). The app's clock stands still in the
// middle of the minute the file started in.
const MINUTE = 60_000;
const STILL = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + MINUTE / 2);
const app = testApp({ rateLimits: limits, now: () => STILL });

/** A client address of this test's own. */
const newAddress = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 254)}`;
// The Google front end that forwards Hosting's requests to the function: one for everyone.
const HOSTING_FRONT_END = '35.191.12.34';
/**
 * X-Forwarded-For as the function receives it behind Hosting: what the client wrote, then
 * the client's address (appended by Hosting), then the front end's (appended by Cloud Run).
 */
const from = (address: string, spoofed = `10.0.0.${randomInt(1, 254)}`) => ({
  'x-forwarded-for': `${spoofed}, ${address}, ${HOSTING_FRONT_END}`,
});
const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });

function expectTooMany(response: request.Response) {
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({
    code: 'TOO_MANY_REQUESTS',
    detail: TOO_MANY_REQUESTS_MESSAGE,
  });
  expect(Number(response.get('retry-after'))).toBeGreaterThan(0);
  expect(Number(response.get('retry-after'))).toBeLessThanOrEqual(60);
}

describe('rate limits', () => {
  it('When a visitor fails the security check again and again, then the address is refused with 429 and Retry-After, whatever it writes in X-Forwarded-For', async () => {
    const address = newAddress();
    const check = () =>
      request(app)
        .post('/api/v1/captcha')
        .set(from(address))
        .send({ token: 'not-a-real-token', recaptcha_action: 'registration' });
    for (let call = 0; call < 3; call += 1) expect((await check()).status).toBe(400);
    expectTooMany(await check());
    const elsewhere = await request(app)
      .post('/api/v1/captcha')
      .set(from(newAddress()))
      .send({ token: 'not-a-real-token', recaptcha_action: 'registration' });
    expect(elsewhere.status).toBe(400);
  });

  it('When a caller behind Hosting writes rotating fake addresses before the real chain, then it is still limited, and another visitor through the same front end is not', async () => {
    const address = newAddress();
    const check = (client: string, spoofed?: string) =>
      request(app)
        .post('/api/v1/captcha')
        .set(from(client, spoofed))
        .send({ token: 'not-a-real-token', recaptcha_action: 'registration' });
    for (let call = 0; call < 3; call += 1) {
      expect((await check(address, `203.0.113.${call + 1}`)).status).toBe(400);
    }
    expectTooMany(await check(address, '203.0.113.99'));
    expectTooMany(await check(address, `${newAddress()}, ${newAddress()}`));
    expect((await check(newAddress())).status).toBe(400);
  });

  it('When one person tests invitation codes through every endpoint that takes one, then they share one limit', async () => {
    const user = await createTestUser();
    const address = newAddress();
    const byCode = await request(app)
      .get('/api/v1/club-memberships/by-invite-code/NOSUCHCODE00000000000000')
      .set(bearer(user))
      .set(from(address));
    expect(byCode.status).not.toBe(429);
    const register = await request(app)
      .post('/api/v1/club-memberships')
      .set(bearer(user))
      .set(from(address))
      .send({});
    expect(register.status).toBe(400);
    expectTooMany(
      await request(app)
        .post('/api/v1/club-memberships/validate-invite')
        .set(bearer(user))
        .set(from(newAddress()))
        .send({ invite_code: 'NOSUCHCODE00000000000000' }),
    );
  });

  it('When visitors test invitation codes from one address, then the address is refused after its limit', async () => {
    const address = newAddress();
    const validate = () =>
      request(app)
        .post('/api/v1/club-memberships/validate-invite')
        .set(from(address))
        .send({ invite_code: 'NOSUCHCODE00000000000000' });
    for (let call = 0; call < 3; call += 1) expect((await validate()).status).not.toBe(429);
    expectTooMany(await validate());
  });

  it.each([
    ['/api/v1/accounts', 'accountCreation'],
    ['/api/v1/memberships', 'membershipCreation'],
  ])(
    'When one person posts to %s beyond the limit, then 429 and nothing more is counted',
    async (path) => {
      const user = await createTestUser();
      const post = () => request(app).post(path).set(bearer(user)).set(from(newAddress())).send({});
      expect((await post()).status).toBe(400);
      expect((await post()).status).toBe(400);
      expectTooMany(await post());
    },
  );
});
