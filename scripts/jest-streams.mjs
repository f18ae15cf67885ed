// Runs every jest project under the emulators `npm test` started, in two streams at once:
// the browser journeys, which mostly wait on Chromium and the emulators, beside the other
// projects. Each stream keeps one worker, so journeys that time the site never race each
// other. With arguments (`npm test -- --selectProjects api ...`) it runs one jest as asked.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

import { root } from './lib/toolchain.mjs';

export const STREAMS = [
  // Balanced by the timings of a one-stream run (Nov 29): 919 s of journeys, rules and domain
  // beside 795 s of API and web.
  { name: 'browser-and-rules', projects: ['e2e', 'rules', 'domain'] },
  { name: 'api-and-web', projects: ['api', 'web'] },
];

/** The jest arguments of one stream, its results written where the summary reads them. */
export function streamArgs(stream) {
  return [
    '--ci',
    '--maxWorkers=1',
    '--selectProjects',
    ...stream.projects,
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
