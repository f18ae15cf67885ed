import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const script = join(root, 'scripts', 'openapi', 'build-reference.mjs');

test('the API reference page is built from the OpenAPI document, offline and within the CSP', () => {
  const dist = mkdtempSync(join(tmpdir(), 'reference-'));
  try {
    const built = spawnSync(process.execPath, [script, dist], { cwd: root, encoding: 'utf8' });
    assert.equal(built.status, 0, built.stderr);
    const page = join(dist, 'developers', 'api', 'index.html');
    assert.ok(existsSync(page), `${page} was not written`);
    const html = readFileSync(page, 'utf8');

    // Prerendered: the title, the introduction and the groups read without script.
    assert.match(html, /<title>API reference · Illinois Taekwondo Association<\/title>/);
    assert.ok(html.includes('The membership API of the association, under /api/v1.'));
    assert.ok(html.includes('account-emails'));
    // Hosting's Content-Security-Policy allows scripts of the site only: none inline, no CDN.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes);
    assert.ok(scripts.length > 0);
    for (const attributes of scripts) {
      const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
      assert.ok(src, `an inline script: <script${attributes}>`);
      assert.match(src, /^\/developers\/api\/[\w.-]+\.js$/);
      assert.ok(existsSync(join(dist, src)), `${src} was not written`);
    }
    assert.doesNotMatch(html, /<link[^>]+href="https?:/);
    // The operations, drawn by the page's own script from the document it carries.
    const files = readdirSync(join(dist, 'developers', 'api')).filter((file) =>
      file.endsWith('.js'),
    );
    const carried = files.map((file) =>
      readFileSync(join(dist, 'developers', 'api', file), 'utf8'),
    );
    // Nothing from elsewhere: Redoc's attribution logo is a file beside the page.
    for (const text of [html, ...carried]) assert.doesNotMatch(text, /cdn\.redoc\.ly/);
    assert.ok(existsSync(join(dist, 'developers', 'api', 'redoc-logo.svg')));
    for (const path of ['/clubs/public', '/account-emails/password-reset']) {
      assert.ok(
        carried.some((text) => text.includes(`"${path}":{`)),
        `the page does not carry ${path}`,
      );
    }
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test('the web build writes the reference page into the Hosting output', () => {
  const { scripts } = JSON.parse(readFileSync(join(root, 'web', 'package.json'), 'utf8'));
  for (const name of ['build', 'build:emulator']) {
    assert.match(scripts[name], /node \.\.\/scripts\/openapi\/build-reference\.mjs$/, name);
  }
});
