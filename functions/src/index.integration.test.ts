import type { RequestListener } from 'node:http';

import Stripe from 'stripe';
import request from 'supertest';

import { LOCAL_WEBHOOK_SECRET } from './payments/stripe-runtime';
import { emulatorServices } from './test-support/emulators';
import { deliverWebhook } from './test-support/payment-fixtures';

// Each case loads the functions afresh (firebase-admin, Firestore, Stripe): seconds each.
jest.setTimeout(60_000);

type Environment = { FUNCTIONS_EMULATOR?: string; GCLOUD_PROJECT?: string };
type ApiFunction = (typeof import('./index'))['api'];

const saved = { ...process.env };

/** The deployed `api` function as index.ts builds it under these environment variables. */
async function apiUnder(environment: Environment): Promise<RequestListener> {
  emulatorServices();
  const kept = Object.entries(saved).filter(
    ([name]) => name !== 'FUNCTIONS_EMULATOR' && name !== 'GCLOUD_PROJECT',
  );
  process.env = { ...Object.fromEntries(kept), ...environment };
  let api: ApiFunction | undefined;
  await jest.isolateModulesAsync(async () => {
    ({ api } = await import('./index'));
  });
  if (!api) throw new Error('index.ts exported no api function');
  // Cloud Functions passes an Express request; the Express app inside makes one of a plain one.
  return api as unknown as RequestListener;
}

afterEach(() => {
  process.env = { ...saved };
});

// Signed with the stand-in's secret, which is in this repository for anyone to read.
function eventSignedWithTheLocalSecret() {
  const payload = JSON.stringify({
    id: 'evt_forged',
    object: 'event',
    type: 'customer.created',
    data: { object: {} },
  });
  const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
    payload,
    secret: LOCAL_WEBHOOK_SECRET,
  });
  return { payload, signature };
}

async function standInToken(api: RequestListener) {
  return request(api).post('/api/v1/captcha/test-token').send({ recaptcha_action: 'registration' });
}

const webhookWithLocalSecret = (api: RequestListener) =>
  deliverWebhook(api, eventSignedWithTheLocalSecret());

/** Outside the emulator App Check refuses the call first (401); without it the route is absent. */
function expectNoStandInToken(response: request.Response) {
  expect([401, 404]).toContain(response.status);
  expect(response.body.token).toBeUndefined();
}

describe('Emulator-only paths of the api function', () => {
  it('When the Functions emulator runs a demo- project, then the stand-in token and the local Stripe stand-in are there', async () => {
    const api = await apiUnder({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-iltkd' });
    const token = await standInToken(api);
    expect(token.status).toBe(200);
    expect(token.body.token).toMatch(/^emulator-test-/);
    expect((await webhookWithLocalSecret(api)).status).toBe(200);
  });

  it('When FUNCTIONS_EMULATOR is true in a real project, then neither is: no stand-in token, and events signed with the published local secret are refused', async () => {
    const api = await apiUnder({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'iltkd-production' });
    const token = await standInToken(api);
    expectNoStandInToken(token);
    expect((await webhookWithLocalSecret(api)).status).toBe(400);
  });

  it('When a demo- project runs outside the Functions emulator, then neither is there', async () => {
    const api = await apiUnder({ GCLOUD_PROJECT: 'demo-iltkd' });
    expectNoStandInToken(await standInToken(api));
    expect((await webhookWithLocalSecret(api)).status).toBe(400);
  });
});

describe("The api function's member-card keys", () => {
  const keysOf = async (environment: Environment & { MEMBER_CARD_KEYS?: string }) =>
    request(await apiUnder(environment)).get('/.well-known/jwks.json');

  it('When the MEMBER_CARD_KEYS secret holds keys, then their public halves are published, the first first', async () => {
    const { generateCardKey } = await import('./cards/card-keys');
    const keys = [await generateCardKey('2027-new'), await generateCardKey('2026-old')];
    const response = await keysOf({
      GCLOUD_PROJECT: 'demo-iltkd',
      MEMBER_CARD_KEYS: JSON.stringify(keys),
    });
    expect(response.status).toBe(200);
    expect(response.body.keys.map((key: { kid: string }) => key.kid)).toEqual([
      '2027-new',
      '2026-old',
    ]);
    expect(JSON.stringify(response.body)).not.toContain(keys[0]?.d);
  });

  it('When the Functions emulator runs without the secret, then a key of its own signs; deployed without it, the keys are an error', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const emulated = await keysOf({ FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-iltkd' });
    expect(emulated.status).toBe(200);
    expect(emulated.body.keys).toHaveLength(1);
    warn.mockRestore();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const deployed = await keysOf({ GCLOUD_PROJECT: 'iltkd-production' });
    expect(deployed.status).toBe(500);
    error.mockRestore();
  });
});
