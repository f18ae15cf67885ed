// `npm test`: lint, type checks and script tests beside a build of the emulator site and
// every jest project (domain, API, web components, rules, integration, browser) under one
// emulators:exec, in streams (scripts/jest-streams.mjs). The checks need neither the build
// nor the emulators: they run at a lower priority, their output held and printed whole once
// they end.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { writeEmulatorConfig } from './lib/emulator-config.mjs';
import { CHECKS } from './lib/test-checks.mjs';
import { fail, firebaseBin, prepareEmulators, projectId, root, run } from './lib/toolchain.mjs';

const env = prepareEmulators();
const started = Date.now();
const seconds = (from, to = Date.now()) => `${((to - from) / 1000).toFixed(0).padStart(6)} s`;

const checks = runChecksBeside();

console.log('\n=== Build (emulator mode) ===');
run('npm', ['run', 'build:emulator'], { env });
const built = Date.now();

console.log('\n=== Tests under the emulator suite ===');
const jestArgs = process.argv.slice(2).join(' ');
const tests = spawnSync(
  firebaseBin,
  [
    'emulators:exec',
    '--config',
    writeEmulatorConfig(),
    '--project',
    projectId,
    '--import',
    'emulator-data',
    // The year-two demo is dated from today first (scripts/seed/renewal-demo.mjs).
    `node scripts/seed/redate-renewal-demo.mjs && node scripts/jest-streams.mjs ${jestArgs}`,
  ],
  { cwd: root, stdio: 'inherit', env },
);
const tested = Date.now();

const checked = await checks;
console.log('\nSteps of npm test:');
console.log(`${seconds(started, built)}  Build (emulator mode)`);
console.log(`${seconds(built, tested)}  Tests under the emulator suite`);
console.log(`${seconds(started, checked.ended)}  Checks beside them: ${checked.summary}`);
console.log(`${seconds(started)}  In all`);
if (tests.status !== 0) fail(`The tests failed (exit ${tests.status}).`);
if (checked.failed) fail(`${checked.failed} failed: its output is above, under "Checks".`);

/**
 * Runs CHECKS one after the other in the background, each whatever the last gave, into a
 * file (the foreground steps block this process, so a pipe would fill); resolves once they
 * end with their times and the titles of those that failed.
 */
function runChecksBeside() {
  const dir = join(root, 'test-results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'checks.log');
  const script = [
    'status=0',
    ...CHECKS.map(
      ([title, name]) =>
        `printf '\\n=== %s ===\\n' '${title}'; SECONDS=0; ` +
        `if npm run ${name}; then echo "(${title}: passed in $SECONDS s)"; ` +
        `else status=1; echo "(${title}: FAILED)"; fi`,
    ),
    'exit $status',
  ].join('\n');
  const output = openSync(file, 'w');
  // Niced: they take the CPU the tests leave (streams end at different times), rather than
  // slow the tests on the critical path.
  const child = spawn('nice', ['-n', '15', 'bash', '-c', script], {
    cwd: root,
    env,
    stdio: ['ignore', output, output],
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const log = readFileSync(file, 'utf8');
      console.log(`\n=== Checks (they ran beside the build and the tests) ===${log}`);
      const results = [...log.matchAll(/^\((.+): (passed in \d+ s|FAILED)\)$/gm)];
      const failed = results
        .filter(([, , result]) => result === 'FAILED')
        .map(([, title]) => title);
      resolve({
        ended: Date.now(),
        failed: code === 0 ? null : failed.join(', ') || 'A check',
        summary: results.map(([, title, result]) => `${title} ${result}`).join('; '),
      });
    });
  });
}
