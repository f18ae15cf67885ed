// `npm run test:scripts` (node:test): the deployed headers, and the emulators' copy of them.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { addSources, readFirebaseConfig, withEmulatorSources } from './emulator-config.mjs';

/** The headers Hosting sends with every page, by lower-case name. */
function pageHeaders(config) {
  const rule = config.hosting.headers.find(({ source }) => source === '**');
  return Object.fromEntries(rule.headers.map(({ key, value }) => [key.toLowerCase(), value]));
}

/** A Content-Security-Policy as directive -> sources. */
function directives(policy) {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

const production = readFirebaseConfig();
const productionCsp = directives(pageHeaders(production)['content-security-policy']);

test('the deployed Content-Security-Policy names no local address', () => {
  for (const [name, sources] of Object.entries(productionCsp)) {
    for (const source of sources) {
      assert.doesNotMatch(source, /127\.0\.0\.1|localhost|^http:/, `${name} ${source}`);
    }
  }
});

test('deployed scripts come from this site and what reCAPTCHA, Stripe, Google sign-in use', () => {
  assert.deepEqual(productionCsp['script-src'].toSorted(), [
    "'self'",
    'https://apis.google.com',
    'https://js.stripe.com',
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
  ]);
});

test('the deployed policy keeps forms, frames, plugins and base on this site', () => {
  assert.deepEqual(productionCsp['form-action'], ["'self'"]);
  assert.deepEqual(productionCsp['frame-ancestors'], ["'none'"]);
  assert.deepEqual(productionCsp['object-src'], ["'none'"]);
  assert.deepEqual(productionCsp['base-uri'], ["'self'"]);
});

test('pages isolate their window from other sites but keep the sign-in popups working', () => {
  assert.equal(pageHeaders(production)['cross-origin-opener-policy'], 'same-origin-allow-popups');
});

test('pages ask for HTTPS for two years on every subdomain, and for the preload list', () => {
  assert.equal(
    pageHeaders(production)['strict-transport-security'],
    'max-age=63072000; includeSubDomains; preload',
  );
});

test("the emulators' copy allows the Auth, Firestore, functions and Hosting emulators", () => {
  const emulated = withEmulatorSources(production);
  const csp = directives(pageHeaders(emulated)['content-security-policy']);
  for (const host of ['127.0.0.1', 'localhost']) {
    for (const port of [9099, 8080, 5001, 5000]) {
      assert.ok(csp['connect-src'].includes(`http://${host}:${port}`), `${host}:${port}`);
    }
    assert.ok(csp['frame-src'].includes(`http://${host}:9099`), `frame ${host}:9099`);
  }
  // Only those additions: the rest is production's.
  assert.deepEqual(csp['script-src'], productionCsp['script-src']);
  assert.deepEqual(
    csp['connect-src'].filter((source) => !source.startsWith('http://')),
    productionCsp['connect-src'],
  );
  const { 'content-security-policy': _, ...others } = pageHeaders(emulated);
  const { 'content-security-policy': __, ...productionOthers } = pageHeaders(production);
  assert.deepEqual(others, productionOthers);
  // firebase.json itself is left as it was.
  assert.deepEqual(readFirebaseConfig(), production);
});

test("the emulators' copy follows the ports it is given (the bench's own)", () => {
  const config = structuredClone(production);
  config.emulators.auth.port = 9580;
  config.emulators.firestore.port = 8580;
  const csp = directives(pageHeaders(withEmulatorSources(config))['content-security-policy']);
  assert.ok(csp['connect-src'].includes('http://127.0.0.1:8580'));
  assert.ok(csp['frame-src'].includes('http://127.0.0.1:9580'));
  assert.ok(!csp['connect-src'].includes('http://127.0.0.1:8080'));
});

test('a source is added once, and only to a directive the policy has', () => {
  assert.equal(
    addSources("default-src 'self'; connect-src 'self' http://a", {
      'connect-src': ['http://a', 'http://b'],
    }),
    "default-src 'self'; connect-src 'self' http://a http://b",
  );
  assert.throws(() => addSources("default-src 'self'", { 'frame-src': ['http://a'] }), /frame-src/);
});
