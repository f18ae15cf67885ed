// Shared by start, test, seed and bench: makes sure this machine can run the emulator
// suite offline, and says exactly what to install when it cannot.
import { execFileSync, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const projectId = 'demo-iltkd';
export const firebaseBin = join(root, 'node_modules', '.bin', 'firebase');

/** What every emulator run here is given: its configuration file, the demo project and its data. */
export const demoSuiteArgs = (configFile) => [
  '--config',
  configFile,
  '--project',
  projectId,
  '--import',
  'emulator-data',
];

const gcloudFirestoreJar =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

export function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed (exit ${result.status}).`);
}

export function checkNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 20) fail(`Node 20 or newer is required (found ${process.versions.node}).`);
}

export function checkJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    fail(
      'Java is missing: the Firestore and Auth emulators need Java 17 or newer.\n' +
        '  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless',
    );
  }
  const match = /version "(\d+)/.exec(result.stderr);
  if (match && Number(match[1]) < 17) fail(`Java 17 or newer is required (found ${match[1]}).`);
}

function newestMtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

/** Installs npm packages when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && newestMtime(marker) >= newestMtime(lock)) return;
  console.log('Installing npm packages (first run takes a couple of minutes)...');
  // --ignore-scripts skips re2's native build, which firebase-tools does not need here.
  run('npm', [existsSync(lock) ? 'ci' : 'install', '--ignore-scripts', '--no-audit', '--no-fund']);
}

/**
 * Applies patches/ to node_modules (patch-package checks each and skips what is applied):
 * installs here skip install scripts, so the postinstall hook does not run.
 */
export function applyDependencyPatches() {
  run(join(root, 'node_modules', '.bin', 'patch-package'), []);
}

/**
 * firebase-tools downloads the Firestore emulator jar, which is impossible offline. The
 * Google Cloud CLI's Debian package ships the same emulator without a Main-Class, so we
 * build a two-line launcher jar pointing at it.
 */
export function firestoreEmulatorEnv() {
  const cacheDir = join(homedir(), '.cache', 'firebase', 'emulators');
  const cached =
    existsSync(cacheDir) &&
    readdirSync(cacheDir).some((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f));
  if (cached || process.env.FIRESTORE_EMULATOR_BINARY_PATH) return {};
  if (!existsSync(gcloudFirestoreJar)) {
    fail(
      'The Firestore emulator is missing and cannot be downloaded offline.\n' +
        '  Install it from the Google Cloud CLI Debian package:\n' +
        '  sudo apt-get install -y google-cloud-cli-firestore-emulator',
    );
  }
  const launcherDir = join(root, '.cache', 'firestore-launcher');
  const launcher = join(launcherDir, 'firestore-launcher.jar');
  if (!existsSync(launcher)) {
    mkdirSync(launcherDir, { recursive: true });
    const manifest = join(launcherDir, 'MANIFEST.MF');
    writeFileSync(
      manifest,
      'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' +
        `Class-Path: file:${gcloudFirestoreJar}\n`,
    );
    try {
      execFileSync('jar', ['cfm', launcher, manifest]);
    } catch {
      fail('The `jar` tool is missing: sudo apt-get install -y openjdk-17-jdk-headless');
    }
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: launcher };
}

/**
 * Functions secrets the emulator reads from functions/.secret.local (gitignored). Without a
 * value firebase-tools asks Secret Manager, which is unreachable here; these placeholders are
 * never used for real calls: under the emulator the local stand-ins answer instead.
 */
const EMULATOR_SECRETS = {
  RECAPTCHA_SECRET_KEY: 'unused-under-the-emulator',
  // Not Stripe keys, so the payment functions pick the local Stripe API stand-in.
  STRIPE_SECRET_KEY: 'unused-under-the-emulator',
  STRIPE_WEBHOOK_SECRET: 'unused-under-the-emulator',
};

/**
 * The member cards' signing key under the emulators: one private EC P-256 JWK made on the
 * first run and kept, so cards issued before a restart still verify. Single quotes: the
 * emulator's dotenv parser keeps the JSON as it is. Deployed, MEMBER_CARD_KEYS is set with
 * `firebase functions:secrets:set MEMBER_CARD_KEYS` (README, Deploying).
 */
export function emulatorCardKeys() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: `emulator-${randomUUID().slice(0, 8)}`,
  };
  return `'${JSON.stringify([jwk])}'`;
}

/**
 * The announcements' unsubscribe links are signed with MAIL_LINK_SECRET (HMAC-SHA256): under
 * the emulators a random value made on the first run and kept, so links in mail documents
 * written before a restart still work. Deployed: `firebase functions:secrets:set
 * MAIL_LINK_SECRET` (README, Deploying).
 */
export const emulatorMailLinkSecret = () => randomBytes(32).toString('base64url');

/** Secrets made on the first run, each by its own maker. */
const GENERATED_SECRETS = {
  MEMBER_CARD_KEYS: emulatorCardKeys,
  MAIL_LINK_SECRET: emulatorMailLinkSecret,
};

export function ensureEmulatorSecrets(file = join(root, 'functions', '.secret.local')) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const wanted = { ...EMULATOR_SECRETS, ...GENERATED_SECRETS };
  const missing = Object.entries(wanted).filter(
    ([name]) => !new RegExp(`^${name}=`, 'm').test(current),
  );
  if (missing.length === 0) return;
  const lines = missing
    .map(([name, value]) => `${name}=${typeof value === 'function' ? value() : value}\n`)
    .join('');
  writeFileSync(file, `${current}${current && !current.endsWith('\n') ? '\n' : ''}${lines}`);
}

/** Everything a script needs before it can start the emulator suite. */
export function prepareEmulators() {
  checkNode();
  checkJava();
  ensureInstalled();
  applyDependencyPatches();
  ensureEmulatorSecrets();
  return { ...process.env, ...firestoreEmulatorEnv() };
}
