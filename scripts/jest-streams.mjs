// Runs every jest project under the emulators `npm test` started, in streams at once: a
// stream is one jest process with the projects (or the files of a project) it is given.
// Each stream keeps one worker: journeys that time the site never race each other, and the
// API's integration tests on the shared demo project never race each other's transactions.
// With arguments (`npm test -- --selectProjects api ...`) it runs one jest as asked.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

import { root } from './lib/toolchain.mjs';

// The two longest browser files, which read public pages or seed members of their own: they
// run beside the other journeys rather than after them.
const LONG_JOURNEYS = [
  'tests/e2e/public-pages\\.test\\.ts$',
  'tests/e2e/access/access-follows-standing\\.test\\.ts$',
];

/**
 * The API's test files, as jest path patterns, split by whether the file has a Firestore
 * project of its own (isolatedFirestore): nothing else writes there, so those run beside the
 * files on the shared demo project, whose transactions must not meet each other's.
 */
function apiTestFiles() {
  const dir = join(root, 'functions', 'src');
  const files = readdirSync(dir, { recursive: true })
    .filter((file) => /\.test\.ts$/.test(file) && !file.startsWith('domain/'))
    .sort();
  const split = { ownProject: [], sharedProject: [] };
  for (const file of files) {
    const own = readFileSync(join(dir, file), 'utf8').includes('isolatedFirestore(');
    split[own ? 'ownProject' : 'sharedProject'].push(
      `functions/src/${file}`.replace(/\./g, '\\.') + '$',
    );
  }
  return split;
}
const API = apiTestFiles();

// Balanced by the timings of a four-stream run (Nov 29): journeys 659 s, the long journeys
// 396 s with rules and domain 127 s, API 795 s (files with a project of their own: 660 s),
// web 692 s. `only` and `except` are jest's path patterns; jest-streams.test.mjs checks
// with jest's own file lists that every test file runs in exactly one stream.
export const STREAMS = [
  { name: 'journeys', projects: ['e2e'], except: LONG_JOURNEYS },
  {
    name: 'long-journeys-rules-and-api',
    projects: ['e2e', 'rules', 'domain', 'api'],
    only: [...LONG_JOURNEYS, 'tests/rules/', 'functions/src/domain/', ...API.sharedProject],
  },
  { name: 'api-own-projects', projects: ['api'], only: API.ownProject },
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
