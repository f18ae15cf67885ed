import assert from 'node:assert/strict';
import { createPrivateKey } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

import { ensureEmulatorSecrets } from './toolchain.mjs';

// firebase-tools' own reader of functions/.secret.local, as the Functions emulator uses it.
const { parseStrict } = createRequire(import.meta.url)('firebase-tools/lib/functions/env.js');

test('the emulator secrets get a member-card key the emulator reads as one private P-256 JWK', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'secrets-')), '.secret.local');
  writeFileSync(file, 'RECAPTCHA_SECRET_KEY=kept-as-it-is\n');
  ensureEmulatorSecrets(file);
  const secrets = parseStrict(readFileSync(file, 'utf8'));
  assert.equal(secrets.RECAPTCHA_SECRET_KEY, 'kept-as-it-is');
  const keys = JSON.parse(secrets.MEMBER_CARD_KEYS);
  assert.equal(keys.length, 1);
  assert.match(keys[0].kid, /^emulator-/);
  const key = createPrivateKey({ key: keys[0], format: 'jwk' });
  assert.equal(key.asymmetricKeyDetails.namedCurve, 'prime256v1');
});

test('the member-card key stays across runs, so cards issued before a restart still verify', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'secrets-')), '.secret.local');
  ensureEmulatorSecrets(file);
  const first = readFileSync(file, 'utf8');
  ensureEmulatorSecrets(file);
  assert.equal(readFileSync(file, 'utf8'), first);
});

test('the emulator secrets get a mail-link secret, long enough for HS256, kept across runs', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'secrets-')), '.secret.local');
  writeFileSync(file, 'RECAPTCHA_SECRET_KEY=kept-as-it-is');
  ensureEmulatorSecrets(file);
  const first = readFileSync(file, 'utf8');
  const secrets = parseStrict(first);
  assert.equal(secrets.RECAPTCHA_SECRET_KEY, 'kept-as-it-is');
  assert.match(secrets.MAIL_LINK_SECRET, /^[A-Za-z0-9_-]{43}$/);
  ensureEmulatorSecrets(file);
  assert.equal(readFileSync(file, 'utf8'), first);
});
