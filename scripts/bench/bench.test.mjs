// `npm run test:bench` (and test:scripts; node:test, as jest's projects do not cover scripts/):
// the parts of the benchmark that decide PASS or FAIL, without a browser.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';

import { evaluateBudgets } from './budgets.mjs';
import { bundleReport } from './bundle.mjs';
import { medianRun } from './lighthouse.mjs';
import { chooseEncoding, startCompressingProxy } from './proxy.mjs';

const atLimits = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 95,
  lcpMs: 1800,
  tbtMs: 150,
  cls: 0.02,
  jsBytes: 120 * 1024,
  firebase: [],
};

test('the median run is the middle performance score, the lower one of two', () => {
  const runs = [{ performance: 90 }, { performance: 50 }, { performance: 70 }];
  assert.equal(medianRun(runs).performance, 70);
  assert.equal(medianRun(runs.slice(0, 2)).performance, 50);
});

test('figures at the limits pass; just past them fail', () => {
  assert.ok(evaluateBudgets({ '/': atLimits }).every((check) => check.pass));
  const over = { ...atLimits, cls: 0.021, jsBytes: 120 * 1024 + 1 };
  over.firebase = [{ file: 'assets/auth.js', packages: ['@firebase/auth'] }];
  const failed = evaluateBudgets({ '/': over }).filter((check) => !check.pass);
  assert.deepEqual(
    failed.map((check) => check.budget),
    ['CLS', 'JS before interactive', 'Firebase SDK (no session)'],
  );
});

test('the home-only budgets apply to / alone', () => {
  assert.equal(evaluateBudgets({ '/faq': { ...atLimits, jsBytes: 1e9 } }).length, 7);
});

test('a route whose page module is not in the manifest fails its row', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  try {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'main.js'), 'console.log(1);');
    const manifest = { 'index.html': { file: 'assets/main.js', isEntry: true } };
    const [entry, ...routes] = bundleReport(dist, manifest).rows;
    assert.equal(entry.pass, true);
    assert.ok(routes.length > 0);
    assert.ok(routes.every((row) => !row.pass && row.missing.startsWith('src/')));
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test('Brotli when accepted, else gzip, else nothing', () => {
  assert.equal(chooseEncoding('gzip, deflate, br, zstd'), 'br');
  assert.equal(chooseEncoding('gzip;q=1.0, deflate'), 'gzip');
  assert.equal(chooseEncoding(undefined), null);
});

test('the proxy compresses text, keeps headers and cookies, and passes images through', async () => {
  const script = 'console.log("hello");\n'.repeat(200);
  const upstream = createServer((req, res) => {
    const image = req.url === '/logo.png';
    res.setHeader('content-type', image ? 'image/png' : 'text/javascript');
    res.setHeader('set-cookie', 'firebase-language-override=es');
    res.setHeader('x-frame-options', 'DENY');
    res.end(image ? Buffer.alloc(500) : script);
  });
  await new Promise((done) => upstream.listen(0, '127.0.0.1', done));
  const proxy = await startCompressingProxy(`http://127.0.0.1:${upstream.address().port}`);
  const get = (path) =>
    new Promise((done) => {
      request(`${proxy.origin}${path}`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const parts = [];
        res.on('data', (part) => parts.push(part));
        res.on('end', () => done({ res, body: Buffer.concat(parts) }));
      }).end();
    });
  try {
    const js = await get('/app.js');
    assert.equal(js.res.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(js.body).toString(), script);
    assert.deepEqual(js.res.headers['set-cookie'], ['firebase-language-override=es']);
    assert.equal(js.res.headers['x-frame-options'], 'DENY');
    assert.equal(proxy.bodyBytes(`${proxy.origin}/app.js`), js.body.length);
    const png = await get('/logo.png');
    assert.equal(png.res.headers['content-encoding'], undefined);
    assert.equal(png.body.length, 500);
  } finally {
    await proxy.close();
    upstream.close();
  }
});
