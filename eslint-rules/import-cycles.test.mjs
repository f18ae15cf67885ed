import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

import { createImportGraph, cycleThrough } from './import-cycles.mjs';

function project(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  writeFileSync(path.join(dir, 'tsconfig.json'), '{"compilerOptions": {"strict": true}}');
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return (name) => path.join(dir, name);
}

test('a circle of type-only imports is a cycle', () => {
  const file = project({
    'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
    'b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
  });
  const route = cycleThrough(createImportGraph(), file('a.ts'), file('b.ts'));
  assert.deepEqual(route, [file('b.ts')]);
});

test('a longer circle through a re-export is a cycle', () => {
  const file = project({
    'a.ts': "import { c } from './b';\nexport const a = c;\n",
    'b.ts': "export { c } from './c';\n",
    'c.ts': "import type { A } from './d';\nexport const c = 1 as A;\n",
    'd.ts': "export type A = number;\nexport type { a } from './a';\n",
  });
  const route = cycleThrough(createImportGraph(), file('a.ts'), file('b.ts'));
  assert.deepEqual(route, [file('b.ts'), file('c.ts'), file('d.ts')]);
});

test('imports that only flow one way are no cycle', () => {
  const file = project({
    'a.ts': "import type { B } from './b';\nexport type A = B;\n",
    'b.ts': 'export type B = string;\n',
  });
  assert.equal(cycleThrough(createImportGraph(), file('a.ts'), file('b.ts')), null);
});
