import Stripe from 'stripe';

import { startLocalStripeApi } from './local-stripe-api';
import type { PaymentGateway } from './payment-gateway';
import { stripeGateway } from './stripe-gateway';

// The emulator's stand-in signs and checks events with this; it is no secret of anyone's.
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_emulator_only';
// Where the emulator's stand-in listens (stripe-mock's port): every instance of every
// function finds it there.
export const LOCAL_STRIPE_PORT = 12111;

export interface StripeSettings {
  // Secrets are read when the first request needs them, never while deploying.
  secretKey: () => string;
  webhookSecret: () => string;
  // Emulator-only paths are open (emulatorOnlyPathsOpen): the local stand-in may serve.
  emulator: boolean;
  // The stand-in's port, LOCAL_STRIPE_PORT unless a test picks another.
  localStripePort?: number;
}

// Stripe's secret and restricted keys; the emulator's placeholders are neither.
const isStripeKey = (key: string) => /^(sk|rk)_(test|live)_/.test(key);

/**
 * The local Stripe API stand-in, one for every instance of every function: the Functions
 * emulator starts an instance per concurrent request, and an intent one of them created
 * must be there for the next. The first instance to need it serves it; the others use it.
 */
async function sharedLocalStripeApi(port: number) {
  try {
    await startLocalStripeApi(port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  }
  return new Stripe('sk_test_local_emulator', { host: '127.0.0.1', port, protocol: 'http' });
}

async function gatewayFor({
  secretKey,
  webhookSecret,
  emulator,
  localStripePort = LOCAL_STRIPE_PORT,
}: StripeSettings) {
  const key = secretKey();
  // A developer may put a real test key in functions/.secret.local to try Stripe itself.
  if (!emulator || isStripeKey(key)) {
    const secret = webhookSecret();
    if (!key) throw new Error('STRIPE_SECRET_KEY is not set.');
    if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set.');
    return stripeGateway(new Stripe(key), secret);
  }
  // Only the emulator runs without a key: it gets the local Stripe API stand-in.
  return stripeGateway(await sharedLocalStripeApi(localStripePort), LOCAL_WEBHOOK_SECRET);
}

/** The gateway of a deployed function (or of the emulator), built on first use. */
export function runtimePaymentGateway(settings: StripeSettings): PaymentGateway {
  let gateway: Promise<PaymentGateway> | null = null;
  const resolve = () => {
    gateway ??= gatewayFor(settings).catch((err: unknown) => {
      gateway = null;
      throw err;
    });
    return gateway;
  };
  return {
    createIntent: async (request) => (await resolve()).createIntent(request),
    retrieveIntent: async (id) => (await resolve()).retrieveIntent(id),
    confirmWithTestMethod: async (id, method) =>
      (await resolve()).confirmWithTestMethod(id, method),
    verifyEvent: async (rawBody, signature) => (await resolve()).verifyEvent(rawBody, signature),
    signTestPayload: async (payload) => (await resolve()).signTestPayload(payload),
    refundIntent: async (id, key, amount) => (await resolve()).refundIntent(id, key, amount),
    cancelIntent: async (id) => (await resolve()).cancelIntent(id),
  };
}
