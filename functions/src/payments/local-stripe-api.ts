import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for the few Stripe API calls this project makes, for the emulator (no keys,
// no internet) and for tests. The real Stripe SDK talks to it over HTTP
// (`new Stripe(key, { host, port, protocol: 'http' })`), so the production code path runs.

interface StoredIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[];
  last_payment_error: { type: string; code: string; decline_code: string; message: string } | null;
  created: number;
  livemode: false;
}

// Stripe's documented test payment methods for the two test cards the panel offers.
const TEST_METHODS: Record<string, 'succeeds' | 'declined'> = {
  pm_card_visa: 'succeeds',
  pm_card_chargeDeclined: 'declined',
};

const DECLINE = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};

/** Turns Stripe's form encoding (metadata[kind]=club, list[0]=card) into an object. */
function formFields(body: string) {
  const fields: Record<string, string> = {};
  const metadata: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^(\w+)\[(\w*)\]$/.exec(key);
    if (nested?.[1] === 'metadata' && nested[2]) metadata[nested[2]] = value;
    else if (nested?.[1]) (lists[nested[1]] ??= []).push(value);
    else fields[key] = value;
  }
  return { fields, metadata, lists };
}

const token = () => randomBytes(12).toString('hex');

export interface LocalStripeApi {
  host: string;
  port: number;
  close(): Promise<void>;
}

/** Serves the stand-in on `port` (any free one by default); rejects when it is taken. */
export async function startLocalStripeApi(port = 0): Promise<LocalStripeApi> {
  const intents = new Map<string, StoredIntent>();
  const byIdempotencyKey = new Map<string, StoredIntent>();
  // Cents refunded so far, per intent.
  const refunded = new Map<string, number>();

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${token()}` });
    res.end(JSON.stringify(body));
  }

  const notFound = (res: ServerResponse, what: string) =>
    send(res, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}`,
      },
    });

  function create(body: string, idempotencyKey: string | undefined): StoredIntent {
    const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
    if (known) return known;
    const { fields, metadata, lists } = formFields(body);
    const id = `pi_local_${token()}`;
    const intent: StoredIntent = {
      id,
      object: 'payment_intent',
      amount: Number(fields.amount),
      currency: fields.currency ?? 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${token()}`,
      metadata,
      allowed_payment_method_types: lists.allowed_payment_method_types ?? ['card'],
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(id, intent);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
    return intent;
  }

  function confirm(res: ServerResponse, intent: StoredIntent, body: string) {
    const outcome = TEST_METHODS[formFields(body).fields.payment_method ?? ''];
    if (!outcome) {
      return send(res, 400, {
        error: { type: 'invalid_request_error', message: 'Unknown test payment method.' },
      });
    }
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return unexpectedState(res, intent);
    }
    if (outcome === 'succeeds') {
      Object.assign(intent, { status: 'succeeded', last_payment_error: null });
      return send(res, 200, intent);
    }
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: DECLINE });
    send(res, 402, { error: { ...DECLINE, payment_intent: intent } });
  }

  const unexpectedState = (res: ServerResponse, intent: StoredIntent) =>
    send(res, 400, {
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent's status is ${intent.status}.`,
      },
    });

  /** Like Stripe: only an intent not yet paid (or failed) can be cancelled. */
  function cancel(res: ServerResponse, intent: StoredIntent) {
    if (intent.status !== 'requires_payment_method') return unexpectedState(res, intent);
    intent.status = 'canceled';
    send(res, 200, intent);
  }

  /**
   * A refund of a succeeded intent, in full or `amount` cents of it; never more than was paid
   * (Stripe refuses a refund past what is left).
   */
  function refund(res: ServerResponse, body: string) {
    const { fields } = formFields(body);
    const id = fields.payment_intent ?? '';
    const intent = intents.get(id);
    if (!intent) return notFound(res, `payment_intent: '${id}'`);
    const left = intent.amount - (refunded.get(id) ?? 0);
    const amount = fields.amount ? Number(fields.amount) : left;
    if (intent.status !== 'succeeded' || left === 0 || amount > left) {
      return send(res, 400, {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'This charge cannot be refunded.',
        },
      });
    }
    refunded.set(id, intent.amount - left + amount);
    send(res, 200, {
      id: `re_local_${token()}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: id,
      status: 'succeeded',
    });
  }

  function route(req: IncomingMessage, res: ServerResponse, body: string) {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      return send(res, 200, create(body, req.headers['idempotency-key']?.toString()));
    }
    if (req.method === 'POST' && path === '/v1/refunds') return refund(res, body);
    const match = /^\/v1\/payment_intents\/([\w]+)(\/confirm|\/cancel)?$/.exec(path);
    const intent = match?.[1] ? intents.get(match[1]) : undefined;
    if (!match) return notFound(res, 'route');
    if (!intent) return notFound(res, `payment_intent: '${match[1]}'`);
    if (req.method === 'GET' && !match[2]) return send(res, 200, intent);
    if (req.method === 'POST' && match[2] === '/confirm') return confirm(res, intent, body);
    if (req.method === 'POST' && match[2] === '/cancel') return cancel(res, intent);
    notFound(res, 'route');
  }

  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => route(req, res, body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  // Never what keeps a process alive: the Functions emulator or a test runner decides that.
  server.unref();
  return {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
