// Runs every jest project under the emulators `npm test` started, in streams at once: a
// stream is one jest process with the projects (or the files of a project) it is given.
// Each stream keeps one worker: journeys that time the site never race each other, and the
// API's integration tests never race each other's transactions on the shared demo project.
// With arguments (`npm test -- --selectProjects api ...`) it runs one jest as asked.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

import { root } from './lib/toolchain.mjs';

// The two longest browser files, which read public pages or seed members of their own: they
// run beside the other journeys rather than after them.
const LONG_JOURNEYS = [
  'tests/e2e/public-pages\\.test\\.ts$',
  'tests/e2e/access/access-follows-standing\\.test\\.ts$',
];

// Balanced by the timings of a two-stream run (Nov 29): 905 s of journeys, of which the two
// long files took 327 s; API 592 s, a third of it on the CPU; web 208 s of CPU alone.
// `only` and `except` are jest's path patterns; jest-streams.test.mjs checks with jest's own
// file lists that every test file runs in exactly one stream.
export const STREAMS = [
  { name: 'journeys', projects: ['e2e'], except: LONG_JOURNEYS },
  {
    name: 'long-journeys-and-rules',
    projects: ['e2e', 'rules', 'domain'],
    only: [...LONG_JOURNEYS, 'tests/rules/', 'functions/src/domain/'],
  },
  { name: 'api', projects: ['api'] },
  { name: 'web', projects: ['web'] },
];

/** Which files of its projects a stream runs, as jest arguments. */
export function streamSelection(stream) {
  const args = ['--selectProjects', ...stream.projects];
  if (stream.except) args.push('--testPathIgnorePatterns', ...stream.except);
  if (stream.only) args.push('--testPathPatterns', ...stream.only);
  return args;
}

/** The jest arguments of one stream, its results written where the summary reads them. */
export function streamArgs(stream) {
  return [
    '--ci',
    '--maxWorkers=1',
    ...streamSelection(stream),
    '--json',
    '--outputFile',
    resultsFile(stream),
  ];
}

const resultsFile = (stream) => join(root, 'test-results', `jest-${stream.name}.json`);

/** One line for the whole run, in jest's words, from each stream's --json results. */
export function combinedSummary(results) {
  const sum = (key) => results.reduce((total, result) => total + (result?.[key] ?? 0), 0);
  const failedSuites = sum('numFailedTestSuites') + sum('numRuntimeErrorTestSuites');
  return [
    `Test Suites: ${failedSuites} failed, ${sum('numPassedTestSuites')} passed, ${sum('numTotalTestSuites')} total`,
    `Tests:       ${sum('numFailedTests')} failed, ${sum('numPassedTests')} passed, ${sum('numTotalTests')} total`,
  ];
}

function runStream(stream, jestBin) {
  return new Promise((resolve) => {
    const child = spawn(jestBin, streamArgs(stream), {
      cwd: root,
      env: { ...process.env, JEST_STREAM: stream.name },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Whole lines, so the two streams' reports interleave without cutting each other.
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: from }).on('line', (line) => to.write(`${line}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function main() {
  const jestBin = join(root, 'node_modules', '.bin', 'jest');
  const asked = process.argv.slice(2);
  if (asked.length) {
    const code = await new Promise((resolve) =>
      spawn(jestBin, ['--ci', ...asked], { cwd: root, stdio: 'inherit' }).on('close', resolve),
    );
    process.exit(code ?? 1);
  }
  const codes = await Promise.all(STREAMS.map((stream) => runStream(stream, jestBin)));
  const results = STREAMS.map((stream) => {
    try {
      return JSON.parse(readFileSync(resultsFile(stream), 'utf8'));
    } catch {
      return null;
    }
  });
  console.log(`\nAll projects (${STREAMS.map((s) => s.name).join(' beside ')}):`);
  for (const line of combinedSummary(results)) console.log(line);
  process.exit(codes.every((code) => code === 0) && results.every(Boolean) ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
