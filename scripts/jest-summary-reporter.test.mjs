import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const { summariseTimings } = createRequire(import.meta.url)('./jest-summary-reporter.js');

test('totals each project and lists the slowest files first', () => {
  const { projects, slowest } = summariseTimings([
    { project: 'web', file: 'a.test.tsx', seconds: 2 },
    { project: 'e2e', file: 'b.test.ts', seconds: 30 },
    { project: 'web', file: 'c.test.tsx', seconds: 5 },
  ]);
  assert.deepEqual(projects, [
    { project: 'e2e', files: 1, seconds: 30 },
    { project: 'web', files: 2, seconds: 7 },
  ]);
  assert.deepEqual(
    slowest.map((f) => f.file),
    ['b.test.ts', 'c.test.tsx', 'a.test.tsx'],
  );
});
