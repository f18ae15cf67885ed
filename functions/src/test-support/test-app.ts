import type { Firestore } from 'firebase-admin/firestore';
import request from 'supertest';

import { createApp } from '../api/app';
import type { CaptchaVerifier } from '../api/captcha/captcha-verifier';
import type { AppCheckVerifier } from '../api/middleware/verify-app-check';
import type { RateLimitTable } from '../api/rate-limits/rate-limiter';
import {
  cardKeyRing,
  generateCardKey,
  type CardKeyRing,
  type CardKeySource,
} from '../cards/card-keys';
import type { CaptchaAction, CaptchaAssessment } from '../domain/captcha';
import { RATE_LIMITS } from '../domain/rate-limits';
import type { PaymentGateway } from '../payments/payment-gateway';

import { emulatorServices } from './emulators';
import { offlinePaymentGateway } from './stripe-double';

/** A verifier that answers every token with one assessment and remembers what it was asked. */
export function stubVerifier(assessment: CaptchaAssessment) {
  const calls: { token: string; action: CaptchaAction }[] = [];
  const verifier: CaptchaVerifier = {
    async assess(token, action) {
      calls.push({ token, action });
      return assessment;
    },
  };
  return { verifier, calls };
}

const refusingVerifier = stubVerifier({ valid: false, action: null, score: null }).verifier;

/** One member-card key made for the test process, unless a suite brings keys of its own. */
let testCardRing: Promise<CardKeyRing> | undefined;
const testCardKeys: CardKeySource = () =>
  (testCardRing ??= generateCardKey('test-key').then((key) => cardKeyRing([key])));

/** The unsubscribe links' key in the API suites (index.ts reads MAIL_LINK_SECRET). */
export const TEST_MAIL_LINK_SECRET = 'the-api-suites-mail-link-secret-0123456789';

/**
 * The API on the emulators. `emulator` says whether emulator-only paths are open, as
 * index.ts decides with emulatorOnlyPathsOpen for the Functions emulator in demo-iltkd.
 */
export function testApp({
  emulator = true,
  captchaVerifier = refusingVerifier,
  now,
  db = emulatorServices().db,
  paymentGateway = offlinePaymentGateway(),
  rateLimits = LIMITS_NO_SUITE_REACHES,
  appCheck,
  cardKeys = testCardKeys,
  walletAvailable = () => false,
}: {
  emulator?: boolean;
  captchaVerifier?: CaptchaVerifier;
  paymentGateway?: PaymentGateway;
  now?: () => Date;
  db?: Firestore;
  rateLimits?: RateLimitTable;
  appCheck?: AppCheckVerifier;
  cardKeys?: CardKeySource;
  walletAvailable?: () => boolean;
} = {}) {
  return createApp({
    db,
    auth: emulatorServices().auth,
    emulator,
    // SITE_URL as index.ts reads it under the emulators.
    siteOrigin: () => 'http://127.0.0.1:5000',
    captchaVerifier,
    paymentGateway,
    now,
    rateLimits,
    cardKeys,
    mailLinkSecret: () => TEST_MAIL_LINK_SECRET,
    walletAvailable,
    // Suites of a deployed configuration test other things; App Check has its own suite.
    ...(appCheck ? { appCheck, enforceAppCheck: !emulator } : { enforceAppCheck: false }),
  });
}

/**
 * Every suite calls from 127.0.0.1 into one shared emulator: the real limits would refuse
 * one suite for another's calls. Calls are still counted; the rate-limit suite passes
 * RATE_LIMITS with an address of its own.
 */
const unreachable = { max: 1_000_000, windowMs: 60_000 };
const LIMITS_NO_SUITE_REACHES = Object.fromEntries(
  Object.keys(RATE_LIMITS).map((action) => [
    action,
    { perUser: unreachable, perAddress: unreachable },
  ]),
) as RateLimitTable;

type App = ReturnType<typeof testApp>;

/** Passes the security check through the emulator stand-in and answers the verification id. */
export async function passSecurityCheck(
  app: App,
  action: CaptchaAction = 'registration',
  idToken?: string,
): Promise<string> {
  const issued = await request(app)
    .post('/api/v1/captcha/test-token')
    .send({ recaptcha_action: action })
    .expect(200);
  const verify = request(app).post('/api/v1/captcha');
  // Signed in, the browser sends its ID token, and only that person may spend the check.
  if (idToken) verify.set('authorization', `Bearer ${idToken}`);
  const verified = await verify
    .send({ token: issued.body.token, recaptcha_action: action })
    .expect(200);
  return verified.body.verification_id;
}
