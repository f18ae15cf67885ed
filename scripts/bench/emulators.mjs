// The bench's own site: a snapshot of the build served by the Hosting emulator, with
// Firestore and Auth and the demo data, on the default ports (the emulator build's env.json
// points the browser at Auth 9099 and Firestore 8080, and the public event lists read
// Firestore), under the lock every suite on those ports takes.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

import { fail, firebaseBin, prepareEmulators, projectId, root } from '../lib/toolchain.mjs';

import { readManifest } from './bundle.mjs';

export const emulatorLock = '/tmp/iltkd-emulators.lock';
// Both gitignored (bench-results/, firebase.alt-*.json).
const snapshotDir = 'bench-results/site';
const configFile = 'firebase.alt-bench.json';

const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
export const siteUrl = `http://127.0.0.1:${config.emulators.hosting.port}`;

/**
 * Copies the build, so that a rebuild by someone else working in the same tree cannot
 * change what is measured halfway through. Returns the copy's path relative to the root.
 */
export function snapshotBuild(dist) {
  const target = join(root, snapshotDir);
  rmSync(target, { recursive: true, force: true });
  cpSync(dist, target, { recursive: true });
  const complete =
    existsSync(join(target, '.vite', 'manifest.json')) &&
    existsSync(join(target, 'index.html')) &&
    Object.values(readManifest(target)).every(({ file }) => existsSync(join(target, file)));
  if (!complete) fail(`${dist} changed while it was copied (a build running?): run again.`);
  return snapshotDir;
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
