// `npm test`: lint, type checks and script tests beside a build of the emulator site and
// every jest project (domain, API, web components, rules, integration, browser) under one
// emulators:exec, in streams (scripts/jest-streams.mjs). The checks need neither the build
// nor the emulators: they run at a lower priority, their output held and printed whole once
// they end.
import { spawn } from 'node:child_process';

import { writeEmulatorConfig } from './lib/emulator-config.mjs';
import { CHECKS } from './lib/test-checks.mjs';
import { demoSuiteArgs, fail, firebaseBin, prepareEmulators, root } from './lib/toolchain.mjs';

const env = prepareEmulators();
const started = Date.now();
const seconds = (from, to = Date.now()) => `${((to - from) / 1000).toFixed(0).padStart(6)} s`;

/** Runs a command; resolves with its exit code and, unless it prints as it goes, its output. */
function exec(command, args, { held = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * CHECKS one after the other, each whatever the last gave, niced: they take the CPU the
 * tests leave (streams end at different times) rather than slow the tests.
 */
async function runChecks() {
  const results = [];
  for (const [title, script] of CHECKS) {
    const from = Date.now();
    const { code, output } = await exec('nice', ['-n', '15', 'npm', 'run', script], {
      held: true,
    });
    results.push({ title, passed: code === 0, output, took: seconds(from) });
  }
  return { results, ended: Date.now() };
}

const checks = runChecks();

console.log('\n=== Build (emulator mode) ===');
const build = await exec('npm', ['run', 'build:emulator']);
if (build.code !== 0) fail(`The build failed (exit ${build.code}).`);
const built = Date.now();

console.log('\n=== Tests under the emulator suite ===');
const jestArgs = process.argv.slice(2).join(' ');
const tests = await exec(firebaseBin, [
  'emulators:exec',
  ...demoSuiteArgs(writeEmulatorConfig()),
  // The year-two demo is dated from today first (scripts/seed/renewal-demo.mjs).
  `node scripts/seed/redate-renewal-demo.mjs && node scripts/jest-streams.mjs ${jestArgs}`,
]);
const tested = Date.now();

const { results, ended } = await checks;
console.log('\n=== Checks (they ran beside the build and the tests) ===');
for (const { title, output } of results) console.log(`\n=== ${title} ===\n${output}`);
console.log('\nSteps of npm test:');
console.log(`${seconds(started, built)}  Build (emulator mode)`);
console.log(`${seconds(built, tested)}  Tests under the emulator suite`);
for (const { title, passed, took } of results) {
  console.log(`${took}  ${title} (beside them): ${passed ? 'passed' : 'FAILED'}`);
}
console.log(`${seconds(started, ended)}  Checks, all`);
console.log(`${seconds(started)}  In all`);
const failed = results.filter(({ passed }) => !passed).map(({ title }) => title);
if (tests.code !== 0) fail(`The tests failed (exit ${tests.code}).`);
if (failed.length) fail(`${failed.join(', ')} failed: the output is above, under "Checks".`);
