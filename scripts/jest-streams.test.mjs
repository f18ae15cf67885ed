import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';

import { combinedSummary, STREAMS, streamArgs, streamSelection } from './jest-streams.mjs';
import { root } from './lib/toolchain.mjs';

const jestConfig = createRequire(import.meta.url)('../jest.config.js');

test('the streams run every jest project', () => {
  const configured = jestConfig.projects.map((project) => project.displayName).sort();
  const streamed = [...new Set(STREAMS.flatMap((stream) => stream.projects))].sort();
  assert.deepEqual(streamed, configured);
});

/** The test files jest would run with `args`, as it lists them. */
async function listedTests(args) {
  const { stdout } = await promisify(execFile)(
    join(root, 'node_modules', '.bin', 'jest'),
    ['--listTests', '--json', ...args],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

test('every test file runs in exactly one stream', async () => {
  const [all, ...streamed] = await Promise.all([
    listedTests([]),
    ...STREAMS.map((stream) => listedTests(streamSelection(stream))),
  ]);
  const files = streamed.flat();
  assert.deepEqual([...files].sort(), [...all].sort());
  // Both long journeys left the journeys' stream for the other browser stream.
  const [journeys, longJourneys] = streamed;
  for (const file of [
    'tests/e2e/public-pages.test.ts',
    'tests/e2e/access/access-follows-standing.test.ts',
  ]) {
    assert.ok(longJourneys.includes(join(root, file)), file);
    assert.ok(!journeys.includes(join(root, file)), file);
  }
});

test('each stream keeps one worker and writes its results for the summary', () => {
  for (const stream of STREAMS) {
    const args = streamArgs(stream);
    assert.ok(args.includes('--maxWorkers=1'));
    assert.match(args[args.indexOf('--outputFile') + 1], /test-results\/jest-.+\.json$/);
  }
});

test('the summary adds the streams up; a stream that left no results adds nothing', () => {
  const browser = {
    numFailedTestSuites: 0,
    numPassedTestSuites: 20,
    numTotalTestSuites: 20,
    numFailedTests: 0,
    numPassedTests: 90,
    numTotalTests: 90,
  };
  const units = {
    ...browser,
    numFailedTestSuites: 1,
    numPassedTestSuites: 293,
    numTotalTestSuites: 294,
    numFailedTests: 2,
    numPassedTests: 4011,
    numTotalTests: 4013,
  };
  assert.deepEqual(combinedSummary([browser, units]), [
    'Test Suites: 1 failed, 313 passed, 314 total',
    'Tests:       2 failed, 4101 passed, 4103 total',
  ]);
  assert.deepEqual(combinedSummary([browser, null]), [
    'Test Suites: 0 failed, 20 passed, 20 total',
    'Tests:       0 failed, 90 passed, 90 total',
  ]);
});
