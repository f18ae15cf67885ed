import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { CHECKS } from '../lib/test-checks.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const openapi = join(root, 'functions', 'src', 'api', 'openapi');

function lint(file) {
  return spawnSync(
    join(root, 'node_modules', '.bin', 'redocly'),
    ['lint', '--config', join(openapi, 'redocly.yaml'), file],
    {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
}

test('npm test lints the OpenAPI document', () => {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  assert.match(
    scripts['lint:openapi'],
    /redocly lint .*functions\/src\/api\/openapi\/openapi\.json/,
  );
  assert.ok(CHECKS.some(([, script]) => script === 'lint:openapi'));
});

test('the committed document passes Redocly’s recommended rules', () => {
  const result = lint(join(openapi, 'openapi.json'));
  assert.equal(result.status, 0, result.stdout + result.stderr);
});

test('a document with a dangling reference and an answer without a description fails', () => {
  const document = JSON.parse(readFileSync(join(openapi, 'openapi.json'), 'utf8'));
  const operation = document.paths['/clubs/public'].get;
  operation.responses['200'] = {
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Nowhere' } } },
  };
  const folder = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const result = lint(file);
    assert.notEqual(result.status, 0);
    assert.match(result.stdout + result.stderr, /Can't resolve \$ref/);
    assert.match(result.stdout + result.stderr, /The field `description` must be present/);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
