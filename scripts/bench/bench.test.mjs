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
import { calibratedSlowdown, standsForIndex } from './calibration.mjs';
import { medianRun, reportName } from './lighthouse.mjs';
import {
  demoAccount,
  pagesByAccount,
  parsePublicPages,
  parseSignedInPages,
  signedInLabel,
  signedInPages,
} from './pages.mjs';
import { chooseEncoding, startCompressingProxy } from './proxy.mjs';
import { firestoreReadsOf, firestoreReadsTable } from './report.mjs';

const atLimits = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 95,
  lcpMs: 1800,
  tbtMs: 150,
  cls: 0.02,
  jsBytes: 60 * 1024,
  firebase: [],
};

test('the median run is the middle performance score, the lower one of two', () => {
  const runs = [{ performance: 90 }, { performance: 50 }, { performance: 70 }];
  assert.equal(medianRun(runs).performance, 70);
  assert.equal(medianRun(runs.slice(0, 2)).performance, 50);
});

test('figures at the limits pass; just past them fail', () => {
  assert.ok(evaluateBudgets({ '/': atLimits }).every((check) => check.pass));
  const over = { ...atLimits, cls: 0.021, jsBytes: 60 * 1024 + 1 };
  over.firebase = [{ file: 'assets/auth.js', packages: ['@firebase/auth'] }];
  const failed = evaluateBudgets({ '/': over }).filter((check) => !check.pass);
  assert.deepEqual(
    failed.map((check) => check.budget),
    ['CLS', 'JS before interactive', 'Firebase SDK (no session)'],
  );
});

test('the home-only budget applies to / alone; every public page has the JavaScript budgets', () => {
  const faq = evaluateBudgets({ '/faq': { ...atLimits, firebase: [{ file: 'x.js' }] } });
  assert.equal(faq.length, 8);
  assert.ok(faq.every((check) => check.pass));
  const heavy = evaluateBudgets({ '/faq': { ...atLimits, jsBytes: 116 * 1024 } });
  assert.deepEqual(
    heavy.filter((check) => !check.pass).map((check) => check.budget),
    ['JS before interactive'],
  );
});

const signedInAtLimits = {
  ...atLimits,
  performance: 90,
  lcpMs: 2000,
  tbtMs: 200,
  seo: 60,
  jsBytes: 200 * 1024,
  longestTaskMs: 400,
};

test('signed-in pages have budgets of their own: 200 KB of JavaScript, no task limit', () => {
  assert.ok(evaluateBudgets({}, { '/x (member)': signedInAtLimits }).every((c) => c.pass));
  const over = { ...signedInAtLimits, jsBytes: 200 * 1024 + 1 };
  const failed = evaluateBudgets({}, { '/x (member)': over }).filter((check) => !check.pass);
  assert.deepEqual(
    failed.map((check) => check.budget),
    ['JS before interactive'],
  );
});

test('a signed-in page is held to its own budgets, not the public ones', () => {
  const signedIn = { '/faq (member)': signedInAtLimits };
  assert.ok(evaluateBudgets({}, signedIn).every((check) => check.pass));
  assert.ok(evaluateBudgets({ '/faq': signedInAtLimits }).some((check) => !check.pass));
});

test("a public page's longest task is read from its run at the preset's 4x, not the calibrated one", () => {
  const calibrated = { '/': { ...atLimits, longestTaskMs: 80 }, '/faq': atLimits };
  const preset = { '/': { longestTaskMs: 50 }, '/faq': { longestTaskMs: 51 } };
  const tasks = evaluateBudgets(calibrated, {}, {}, preset).filter((check) =>
    check.budget.startsWith('Longest task'),
  );
  assert.deepEqual(
    tasks.map((check) => [check.page, check.value, check.pass]),
    [
      ['/', '50 ms', true],
      ['/faq', '51 ms', false],
    ],
  );
  const signedIn = evaluateBudgets({}, { '/x (member)': signedInAtLimits }, {}, preset);
  assert.ok(signedIn.every((check) => !check.budget.startsWith('Longest task')));
});

test('a tap answers within 200 ms in each language; none recorded fails', () => {
  const taps = { '/': { en: { inpMs: 200 }, es: { inpMs: 201 } }, '/faq': { en: { inpMs: null } } };
  const checks = evaluateBudgets({}, {}, taps);
  assert.deepEqual(
    checks.map((check) => [check.page, check.budget, check.pass]),
    [
      ['/', 'Tap, interaction to next paint (en)', true],
      ['/', 'Tap, interaction to next paint (es)', false],
      ['/faq', 'Tap, interaction to next paint (en)', false],
    ],
  );
});

test('the calibrated slowdown stands for index 1500 at 4x, whatever the host', () => {
  assert.equal(calibratedSlowdown(1500), 4);
  assert.equal(calibratedSlowdown(3000), 8);
  assert.equal(calibratedSlowdown(1766), 4.71);
  assert.equal(standsForIndex({ benchmarkIndex: 3000, cpuSlowdown: 8 }), 1500);
  assert.equal(standsForIndex({ benchmarkIndex: 3000, cpuSlowdown: 4 }), 3000);
});

test('--pages: paths, or none', () => {
  assert.deepEqual(parsePublicPages('/, /faq'), ['/', '/faq']);
  assert.deepEqual(parsePublicPages('none'), []);
  assert.throws(() => parsePublicPages('/,faq'), /--pages takes paths/);
});

test('--signed-in: all, none, a URL (with or without its query) and URL@account', () => {
  const labels = (option) => parseSignedInPages(option).map(signedInLabel);
  assert.equal(parseSignedInPages('all').length, signedInPages.length);
  assert.deepEqual(labels('none'), []);
  assert.deepEqual(labels('/my-account'), [
    '/my-account?tab=memberships (member)',
    '/my-account?tab=payments (member)',
    '/my-account (admin)',
  ]);
  assert.deepEqual(labels('/my-account@admin'), ['/my-account (admin)']);
  // In the table's order, each page once.
  assert.deepEqual(labels('/manage-club, /admin?tab=accounts, /manage-club'), [
    '/admin?tab=accounts (admin)',
    '/manage-club (club)',
  ]);
  assert.deepEqual(labels('/admin?tab=dashboard'), ['/admin?tab=dashboard (admin)']);
  assert.throws(() => parseSignedInPages('/admin?tab=events'), /none of the signed-in pages/);
  assert.throws(() => parseSignedInPages('/admin@nobody'), /no account "nobody"/);
  assert.throws(() => parseSignedInPages('my-account'), /URL\[@account\]/);
});

test('signed-in pages grouped by account; the account from demo-accounts.json', () => {
  const groups = pagesByAccount(parseSignedInPages('/members,/my-account,/manage-club'));
  assert.deepEqual([...groups.keys()], ['member', 'admin', 'club']);
  assert.deepEqual(
    groups.get('member').map((page) => page.url),
    ['/my-account?tab=memberships', '/my-account?tab=payments', '/members'],
  );
  const list = [{ email: 'club@demo.iltkd.org', password: 'pw', displayName: 'Daniel Kim' }];
  assert.deepEqual(demoAccount('club', list), {
    name: 'club',
    email: 'club@demo.iltkd.org',
    password: 'pw',
    displayName: 'Daniel Kim',
  });
  assert.throws(() => demoAccount('admin', list), /no admin@demo.iltkd.org/);
});

test('every signed-in page has an account and a text to find', () => {
  for (const page of signedInPages) {
    assert.ok(page.url.startsWith('/') && page.shows, page.url);
    assert.ok(['member', 'admin', 'club'].includes(page.account), page.url);
  }
  assert.equal(new Set(signedInPages.map(signedInLabel)).size, signedInPages.length);
});

test('report file names: home for /, dashes for the rest', () => {
  assert.equal(reportName('/'), 'home');
  assert.equal(reportName('/faq'), 'faq');
  assert.equal(reportName('/admin?tab=accounts (admin)'), 'admin-tab-accounts-admin');
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

test("the board dashboard's Firestore reads: read from its API answer, shown as a table", () => {
  const dashboard = signedInPages.find((page) => page.url === '/admin?tab=dashboard');
  assert.equal(dashboard?.account, 'admin');
  assert.equal(dashboard?.reads, '/api/v1/admin/dashboard');
  const answer = {
    members_by_status: [],
    reads: { aggregation_queries: 45, document_queries: 3, documents: 26 },
  };
  const reads = firestoreReadsOf(answer);
  assert.deepEqual(reads, { aggregationQueries: 45, documentQueries: 3, documents: 26 });
  assert.equal(firestoreReadsOf({ reads: { aggregation_queries: 1 } }), null);
  assert.equal(firestoreReadsOf(null), null);
  const table = firestoreReadsTable({
    [signedInLabel(dashboard)]: reads,
    '/elsewhere (admin)': null,
  });
  assert.match(table, /\| \/admin\?tab=dashboard \(admin\) \| 45 \| 3 \| 26 \|/);
  assert.match(table, /\| \/elsewhere \(admin\) \| not reported \|/);
});

test("a first screen's Firestore reads are held to fixed limits, whatever the data's size", () => {
  const label = '/admin?tab=dashboard (admin)';
  const within = { aggregationQueries: 57, documentQueries: 3, documents: 26 };
  assert.ok(evaluateBudgets({}, {}, {}, {}, { [label]: within }).every((check) => check.pass));
  const growing = { aggregationQueries: 57, documentQueries: 30, documents: 1200 };
  const failed = evaluateBudgets({}, {}, {}, {}, { [label]: growing }).filter((c) => !c.pass);
  assert.deepEqual(
    failed.map((check) => check.budget),
    ['Firestore documents read (first screen)', 'Firestore queries (first screen)'],
  );
});
