import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

import { combinedSummary, STREAMS, streamArgs } from './jest-streams.mjs';

const jestConfig = createRequire(import.meta.url)('../jest.config.js');

test('the streams run every jest project, each exactly once', () => {
  const configured = jestConfig.projects.map((project) => project.displayName).sort();
  const streamed = STREAMS.flatMap((stream) => stream.projects).sort();
  assert.deepEqual(streamed, configured);
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
