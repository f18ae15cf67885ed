// The bench's own site: a snapshot of the build served by the Hosting emulator, with
// Firestore (the public event lists read it), Auth, the API (Functions: the sign-in page's
// security check and the signed-in pages call it) and the demo data, on ports of its own
// so that it never waits for or disturbs the test suites on the default ports. The snapshot's
// config/env.json is pointed at those ports (the emulator build's points at 9099 and 8080).
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

import { readFirebaseConfig, writeEmulatorConfig } from '../lib/emulator-config.mjs';
import { demoSuiteArgs, fail, firebaseBin, prepareEmulators, root } from '../lib/toolchain.mjs';

// Both gitignored; .cache/ is also outside ESLint's and Prettier's reach, which a copy of
// the build's minified JavaScript must be.
const snapshotDir = '.cache/bench-site';
const configFile = 'firebase.alt-bench.json';
const quietMs = 10_000;

// Ports no other configuration in this tree uses (firebase.json, firebase.alt-*.json).
const host = '127.0.0.1';
const ports = {
  hosting: 5150,
  firestore: 8580,
  websocket: 9590,
  auth: 9580,
  functions: 5501,
  // The Functions emulator starts these two as well; on their defaults (9299, 9499) they
  // would take, or wait for, the ports of the emulators others run on this machine.
  eventarc: 5502,
  tasks: 5503,
  hub: 4580,
  logging: 4590,
};
export const siteUrl = `http://${host}:${ports.hosting}`;

/** The newest modification time of a directory or anything inside it (0 when absent). */
function lastChange(dir) {
  if (!existsSync(dir)) return 0;
  const paths = readdirSync(dir, { recursive: true }).map((path) => join(dir, path));
  // A file that vanished between listing and stat is a build at work: count it as now.
  const changed = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
  return Math.max(changed(dir), ...paths.map(changed));
}

/**
 * Copies the build, so that a rebuild by someone else working in the same tree cannot
 * change what is measured halfway through. A build writes web/dist, then web/dist-ssr,
 * then the prerendered pages into web/dist: the copy is taken once both have been still
 * for a while, and kept only if nothing changed during the copy. Returns its path
 * relative to the root.
 */
export async function snapshotBuild(dist) {
  const builds = [dist, join(root, 'web', 'dist-ssr')];
  const target = join(root, snapshotDir);
  for (let attempt = 1; attempt <= 30; attempt += 1) {
    const before = Math.max(...builds.map(lastChange));
    const wait = before + quietMs - Date.now();
    if (wait > 0) {
      console.log(`${dist} changed ${Math.round((quietMs - wait) / 1000)} s ago: waiting...`);
      await sleep(wait);
      continue;
    }
    rmSync(target, { recursive: true, force: true });
    cpSync(dist, target, { recursive: true });
    const unchanged = Math.max(...builds.map(lastChange)) === before;
    if (unchanged && existsSync(join(target, '.vite', 'manifest.json'))) {
      pointAtBenchEmulators(join(target, 'config', 'env.json'));
      return snapshotDir;
    }
  }
  return fail(`${dist} kept changing (builds running?): run the bench again later.`);
}

/** The browser finds the emulators through the runtime configuration: ours, not 9099/8080. */
function pointAtBenchEmulators(envFile) {
  const env = JSON.parse(readFileSync(envFile, 'utf8'));
  if (!env.firebase.emulators)
    fail('The build is not an emulator build (npm run build:emulator -w web).');
  env.firebase.emulators = {
    auth: `http://${host}:${ports.auth}`,
    firestoreHost: host,
    firestorePort: ports.firestore,
  };
  writeFileSync(envFile, `${JSON.stringify(env, null, 2)}\n`);
}

// Hosting's access log (a line per request) and the API's per-call lines, left out.
const accessLog = /^i {2}(hosting: \S+ - - \[|functions: (Beginning execution of|Finished) ")/;

/**
 * Runs `command` (a shell command line) under emulators:exec while Hosting serves `site`
 * and the Functions emulator runs functions/lib (built beforehand); resolves to its exit
 * code. Access lines are left out of the output.
 */
export function runUnderEmulators(site, command) {
  const config = readFirebaseConfig();
  const benchConfig = {
    ...config,
    hosting: { ...config.hosting, public: site },
    emulators: {
      ...config.emulators,
      hosting: { host, port: ports.hosting },
      firestore: { host, port: ports.firestore, websocketPort: ports.websocket },
      auth: { host, port: ports.auth },
      functions: { host, port: ports.functions },
      eventarc: { host, port: ports.eventarc },
      tasks: { host, port: ports.tasks },
      hub: { host, port: ports.hub },
      logging: { host, port: ports.logging },
    },
  };
  // With the emulator sources in the Content-Security-Policy, on the bench's ports.
  writeEmulatorConfig(benchConfig, configFile);
  console.log(`Starting the bench's emulators (${siteUrl})...`);
  const child = spawn(
    firebaseBin,
    [
      'emulators:exec',
      ...demoSuiteArgs(configFile),
      '--only',
      'hosting,firestore,auth,functions',
      command,
    ],
    { cwd: root, env: prepareEmulators(), stdio: ['inherit', 'pipe', 'inherit'] },
  );
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!accessLog.test(line)) console.log(line);
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      rmSync(join(root, configFile), { force: true });
      resolve(code ?? 1);
    });
  });
}
