// The bench's own site: a snapshot of the build served by the Hosting emulator, with
// Firestore and Auth and the demo data, on the default ports (the emulator build's env.json
// points the browser at Auth 9099 and Firestore 8080, and the public event lists read
// Firestore), under the lock every suite on those ports takes.
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

import { fail, firebaseBin, prepareEmulators, projectId, root } from '../lib/toolchain.mjs';

export const emulatorLock = '/tmp/iltkd-emulators.lock';
// Both gitignored (bench-results/, firebase.alt-*.json).
const snapshotDir = 'bench-results/site';
const configFile = 'firebase.alt-bench.json';
const quietMs = 10_000;

const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
export const siteUrl = `http://127.0.0.1:${config.emulators.hosting.port}`;

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
    if (unchanged && existsSync(join(target, '.vite', 'manifest.json'))) return snapshotDir;
  }
  return fail(`${dist} kept changing (builds running?): run the bench again later.`);
}

/**
 * Runs `command` (a shell command line) under emulators:exec while Hosting serves `site`;
 * resolves to its exit code. Hosting's access log (a line per request) is left out.
 */
export function runUnderEmulators(site, command) {
  const benchConfig = { ...config, hosting: { ...config.hosting, public: site } };
  writeFileSync(join(root, configFile), `${JSON.stringify(benchConfig, null, 2)}\n`);
  console.log(`Starting the emulators (waiting for ${emulatorLock} while tests hold it)...`);
  const child = spawn(
    'flock',
    [
      emulatorLock,
      firebaseBin,
      'emulators:exec',
      '--config',
      configFile,
      '--only',
      'hosting,firestore,auth',
      '--project',
      projectId,
      '--import',
      'emulator-data',
      command,
    ],
    { cwd: root, env: prepareEmulators(), stdio: ['inherit', 'pipe', 'inherit'] },
  );
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!/^i {2}hosting: \S+ - - \[/.test(line)) console.log(line);
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      rmSync(join(root, configFile), { force: true });
      resolve(code ?? 1);
    });
  });
}
