// `npm run bench`: how fast the public pages are for a first-time visitor on a phone.
//
// 1. From the build's Vite manifest: the gzipped JavaScript each route needs before its
//    first render, against budgets (no browser; `--skip-lighthouse` stops here).
// 2. Lighthouse (mobile preset, Debian's Chromium), several runs a page, median by
//    performance score, against the Hosting emulator behind a compressing proxy (production
//    Hosting compresses, the emulator does not): scores, FCP, LCP, TBT, CLS, the compressed
//    JavaScript loaded before the page is interactive and any Firebase SDK chunk requested.
// Writes bench/RESULTS.md and bench/results.json; exits 1 when a budget fails.
//
// Options: --build (rebuild web/dist), --pages /,/faq, --runs N, --url http://127.0.0.1:5000
// (measure a site that is already running, built from this checkout), --skip-lighthouse.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { evaluateBudgets } from './bench/budgets.mjs';
import { bundleReport, firebaseChunks, readManifest } from './bench/bundle.mjs';
import { medianRun, runLighthouse, summarize } from './bench/lighthouse.mjs';
import { startCompressingProxy } from './bench/proxy.mjs';
import { budgetsTable, bundleTable, pagesTable, writeResults } from './bench/report.mjs';
import { fail, firebaseBin, prepareEmulators, projectId, root, run } from './lib/toolchain.mjs';

const { values: options } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    pages: { type: 'string', default: '/,/join,/calendar,/mission,/login,/faq' },
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
  },
});
const pages = options.pages.split(',').map((page) => page.trim());
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) fail('--runs takes a whole number of at least 1.');
if (pages.some((page) => !page.startsWith('/'))) fail('--pages takes paths such as /,/faq.');

// Every suite on the default ports (tests, other benches) takes this lock first.
const emulatorLock = '/tmp/iltkd-emulators.lock';
const dist = join(root, 'web', 'dist');

if (!existsSync(join(dist, '.vite', 'manifest.json')) || options.build) {
  run('npm', ['run', 'build:emulator', '-w', 'web']);
}

if (!options.url && !options['skip-lighthouse']) {
  measureOnOwnEmulators();
} else {
  await measure();
}

/**
 * Starts Hosting with Firestore and Auth on the default ports (the emulator build's
 * env.json points the browser at them, and the public event lists read Firestore) and runs
 * this script again against it with --url; emulators:exec stops them afterwards.
 */
function measureOnOwnEmulators() {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const url = `http://127.0.0.1:${config.emulators.hosting.port}`;
  const quote = (text) => `'${text.replaceAll("'", "'\\''")}'`;
  const inner = ['node', 'scripts/bench.mjs', '--url', url, '--runs', String(runs)];
  inner.push('--pages', quote(pages.join(',')));
  console.log(`Starting the emulators (waiting for ${emulatorLock} while tests hold it)...`);
  const result = spawnSync(
    'flock',
    [
      emulatorLock,
      firebaseBin,
      'emulators:exec',
      '--only',
      'hosting,firestore,auth',
      '--project',
      projectId,
      '--import',
      'emulator-data',
      inner.join(' '),
    ],
    { cwd: root, env: prepareEmulators(), stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
}

async function measure() {
  const manifest = readManifest(dist);
  const bundle = bundleReport(dist, manifest);
  console.log('\nFirst-render JavaScript from the build (gzip):\n');
  console.log(bundleTable(bundle));
  const bundlePass = bundle.rows.every((row) => row.pass);
  if (options['skip-lighthouse']) {
    process.exitCode = bundlePass ? 0 : 1;
    return;
  }

  const loadAtStart = loadavg()[0].toFixed(1);
  const firebaseFiles = firebaseChunks(dist, manifest);
  const proxy = await startCompressingProxy(options.url);
  const allRuns = {};
  const lhrs = [];
  try {
    for (const page of pages) {
      allRuns[page] = [];
      for (let i = 1; i <= runs; i += 1) {
        console.log(`Lighthouse ${page} (run ${i} of ${runs})...`);
        const lhr = await runLighthouse(new URL(page, proxy.origin).href);
        lhrs.push(lhr);
        allRuns[page].push(summarize(lhr, firebaseFiles, proxy.bodyBytes));
      }
    }
  } finally {
    await proxy.close();
  }

  const medians = Object.fromEntries(pages.map((page) => [page, medianRun(allRuns[page])]));
  const checks = evaluateBudgets(medians);
  const meta = describeRun(lhrs, loadAtStart);
  writeResults(join(root, 'bench'), { meta, bundle, pages: medians, runs: allRuns, checks });
  console.log(`\nPages (median of ${runs} by performance score):\n`);
  console.log(pagesTable(medians, allRuns));
  console.log('\nBudgets:\n');
  console.log(budgetsTable(checks));
  console.log('\nWritten to bench/RESULTS.md and bench/results.json.');
  process.exitCode = bundlePass && checks.every((check) => check.pass) ? 0 : 1;
}

/** Where and on what the figures were measured, for the report's header. */
function describeRun(lhrs, loadAtStart) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain', '--', 'web', 'functions') !== '';
  const indexes = lhrs.map((lhr) => Math.round(lhr.environment.benchmarkIndex));
  const startedHere = Boolean(process.env.FIREBASE_EMULATOR_HUB);
  return {
    date: new Date().toISOString(),
    commit: `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes in web/ or functions/' : ''}`,
    machine: `${cpus().length} × ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, ${type()} ${release()}, Node ${process.version}, load average ${loadAtStart} at start (shared machine)`,
    browser:
      /(Chrome|HeadlessChrome)\/[\d.]+/.exec(lhrs[0].environment.hostUserAgent)?.[0] ?? 'Chromium',
    lighthouse: lhrs[0].lighthouseVersion,
    benchmarkIndex: `${Math.min(...indexes)}-${Math.max(...indexes)}`,
    method:
      `${startedHere ? 'Hosting emulator started by the bench (hosting, firestore, auth; demo data)' : options.url} ` +
      `behind the bench's Brotli proxy; Lighthouse mobile preset (simulated slow 4G, 4x CPU slowdown), ${runs} runs a page`,
  };
}
