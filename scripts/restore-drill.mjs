// `npm run restore-drill`: rehearses the way back from a backup, offline, on emulators of its
// own (never the ones npm start and npm test use): the demo data is loaded, every document
// read, the database exported, wiped and imported from the export, then every document read
// again and compared field by field. Exits 1 on any difference.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

import { compareSnapshots, countsByCollection, snapshotOf } from './lib/document-diff.mjs';
import { readFirebaseConfig } from './lib/emulator-config.mjs';
import { demoSuiteArgs, firebaseBin, prepareEmulators, projectId, root } from './lib/toolchain.mjs';

// Gitignored; .cache/ is outside ESLint's and Prettier's reach too.
const configFile = 'firebase.alt-restore-drill.json';
const workDir = join(root, '.cache', 'restore-drill');
const exportDir = join(workDir, 'export');
const logFile = join(workDir, 'emulators.log');

// Ports no other configuration in this tree uses (firebase.json, the bench's).
const host = '127.0.0.1';
const ports = { firestore: 8680, websocket: 9690, auth: 9680, hub: 4680, logging: 4690 };
const firestoreUrl = `http://${host}:${ports.firestore}`;
const database = `projects/${projectId}/databases/(default)`;
const READY_TIMEOUT_MS = 120_000;
const PAGE_SIZE = 300;

async function call(url, { method = 'POST', body } = {}) {
  const response = await fetch(url, {
    method,
    // The emulator's owner token reads past the security rules.
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: HTTP ${response.status} ${text}`);
  return text ? JSON.parse(text) : {};
}

/** Every document of the database, subcollections included, in pages ordered by path. */
async function readAllDocuments() {
  const documents = [];
  for (;;) {
    const last = documents.at(-1)?.name;
    const answer = await call(`${firestoreUrl}/v1/${database}/documents:runQuery`, {
      body: {
        structuredQuery: {
          // No collection id: every collection, at every depth.
          from: [{ allDescendants: true }],
          orderBy: [{ field: { fieldPath: '__name__' }, direction: 'ASCENDING' }],
          ...(last ? { startAt: { values: [{ referenceValue: last }], before: false } } : {}),
          limit: PAGE_SIZE,
        },
      },
    });
    const page = answer.filter((entry) => entry.document).map((entry) => entry.document);
    documents.push(...page);
    if (page.length < PAGE_SIZE) return snapshotOf(documents);
  }
}

/** The drill's own configuration: firebase.json's rules and data, on the drill's ports. */
function writeDrillConfig() {
  const config = readFirebaseConfig();
  const emulators = {
    firestore: { host, port: ports.firestore, websocketPort: ports.websocket },
    auth: { host, port: ports.auth },
    hub: { host, port: ports.hub },
    logging: { host, port: ports.logging },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(join(root, configFile), `${JSON.stringify({ ...config, emulators }, null, 2)}\n`);
}

/** Starts Auth and Firestore with the demo data; resolves once they are ready. */
function startEmulators(env) {
  const log = createWriteStream(logFile);
  const child = spawn(
    firebaseBin,
    ['emulators:start', ...demoSuiteArgs(configFile), '--only', 'auth,firestore'],
    // A process group of its own, so that stopping it stops the emulators' JVMs too.
    { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stderr.pipe(log);
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The emulators were not ready within ${READY_TIMEOUT_MS / 1000} s.`)),
      READY_TIMEOUT_MS,
    );
    createInterface({ input: child.stdout }).on('line', (line) => {
      log.write(`${line}\n`);
      if (line.includes('All emulators ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The emulators stopped before they were ready (exit ${code}).`));
    });
  });
  const stopped = new Promise((resolve) => child.on('close', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid, 'SIGINT');
    const late = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 20_000);
    await stopped;
    clearTimeout(late);
  };
  return { ready, stop };
}

/** The emulators' own export, as `firebase emulators:export` asks the hub for it. */
async function exportData() {
  await call(`http://${host}:${ports.hub}/_admin/export`, {
    body: { path: exportDir, initiatedBy: 'restore-drill' },
  });
  const metadata = join(exportDir, 'firestore_export', 'firestore_export.overall_export_metadata');
  if (!existsSync(metadata)) throw new Error(`The export has no Firestore data (${metadata}).`);
  return metadata;
}

async function wipe() {
  await call(`${firestoreUrl}/emulator/v1/${database}/documents`, { method: 'DELETE' });
}

async function importData(metadata) {
  await call(`${firestoreUrl}/emulator/v1/projects/${projectId}:import`, {
    body: { database, export_directory: metadata },
  });
}

function printCounts(before, after) {
  const counts = [countsByCollection(before), countsByCollection(after)];
  const collections = [...new Set(counts.flatMap((count) => [...count.keys()]))].sort();
  const width = Math.max(...collections.map((name) => name.length), 'collection'.length);
  console.log(`\n  ${'collection'.padEnd(width)}  before  after`);
  for (const name of collections) {
    const [was, is] = counts.map((count) => String(count.get(name) ?? 0).padStart(6));
    console.log(`  ${name.padEnd(width)}  ${was} ${is}`);
  }
  console.log(
    `  ${'all documents'.padEnd(width)}  ${String(before.size).padStart(6)} ${String(after.size).padStart(6)}\n`,
  );
}

function printDifferences({ missing, extra, changed }) {
  for (const path of missing) console.log(`  missing after the restore: ${path}`);
  for (const path of extra) console.log(`  not in the original: ${path}`);
  for (const { path, fields } of changed) console.log(`  changed: ${path} (${fields.join(', ')})`);
}

async function drill() {
  console.log(
    `Emulators of the drill: Firestore ${ports.firestore}, Auth ${ports.auth}, hub ${ports.hub}.`,
  );
  const original = await readAllDocuments();
  if (original.size === 0) throw new Error('The demo data holds no documents (npm run seed).');
  console.log(`Read ${original.size} documents.`);
  const metadata = await exportData();
  console.log(`Exported to ${exportDir}.`);
  await wipe();
  const wiped = await readAllDocuments();
  if (wiped.size > 0) throw new Error(`${wiped.size} documents survived the wipe.`);
  console.log('Wiped Firestore: 0 documents left.');
  await importData(metadata);
  const restored = await readAllDocuments();
  console.log(`Imported the export: ${restored.size} documents.`);
  printCounts(original, restored);
  const difference = compareSnapshots(original, restored);
  printDifferences(difference);
  return difference.same;
}

const env = prepareEmulators();
rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
writeDrillConfig();
console.log('Starting Auth and Firestore emulators for the drill, with the demo data...');
const emulators = startEmulators(env);
process.once('SIGINT', () => {
  void emulators.stop().then(() => process.exit(130));
});
let same = false;
try {
  await emulators.ready;
  same = await drill();
} catch (error) {
  console.error(`\n✖ ${error.message}\n  Emulator output: ${logFile}`);
} finally {
  await emulators.stop();
  rmSync(join(root, configFile), { force: true });
}
if (same) {
  console.log('✔ Restore drill passed: every document came back with the same fields and values.');
} else {
  console.error('✖ Restore drill failed.');
  process.exitCode = 1;
}
