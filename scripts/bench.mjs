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
// Options: --build (rebuild web/dist and functions/lib), --pages /,/faq, --runs N, --skip-lighthouse,
// --url http://127.0.0.1:5000 (measure a site that is already running) with --dist DIR (the
// build that site serves, web/dist by default; chunk names and Firebase chunks come from it).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { evaluateBudgets } from './bench/budgets.mjs';
import { bundleReport, firebaseChunks, readManifest } from './bench/bundle.mjs';
import { runUnderEmulators, siteUrl, snapshotBuild } from './bench/emulators.mjs';
import { medianRun, runLighthouse, saveHtmlReport, summarize } from './bench/lighthouse.mjs';
import { startCompressingProxy } from './bench/proxy.mjs';
import { budgetsTable, bundleTable, pagesTable, writeResults } from './bench/report.mjs';
import { fail, root, run } from './lib/toolchain.mjs';

const { values: options } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    dist: { type: 'string', default: 'web/dist' },
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

const dist = resolve(root, options.dist);

// With --url the site serves whatever was built; rebuild under it only when asked to.
if (options.build || (!options.url && !existsSync(join(dist, '.vite', 'manifest.json')))) {
  run('npm', ['run', 'build:emulator', '-w', 'web']);
}
// The bench's Functions emulator serves the API (the sign-in page's security check, the
// signed-in pages' calls) from functions/lib.
const functionsBuilt = existsSync(join(root, 'functions', 'lib', 'index.js'));
if (!options.url && !options['skip-lighthouse'] && (options.build || !functionsBuilt)) {
  run('npm', ['run', 'build', '-w', 'functions']);
}

if (!options.url && !options['skip-lighthouse']) {
  // Measure a snapshot of the build on the bench's own emulators: this script again, with --url.
  const site = await snapshotBuild(dist);
  const quote = (text) => `'${text.replaceAll("'", "'\\''")}'`;
  const inner = ['node', 'scripts/bench.mjs', '--url', siteUrl, '--dist', site];
  inner.push('--runs', String(runs), '--pages', quote(pages.join(',')));
  process.exitCode = await runUnderEmulators(site, inner.join(' '));
} else {
  await measure();
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
  const lhrs = new Map();
  try {
    for (const page of pages) {
      allRuns[page] = [];
      for (let i = 1; i <= runs; i += 1) {
        console.log(`Lighthouse ${page} (run ${i} of ${runs})...`);
        const lhr = await runLighthouse(new URL(page, proxy.origin).href);
        const summary = summarize(lhr, firebaseFiles, proxy.bodyBytes);
        lhrs.set(summary, lhr);
        allRuns[page].push(summary);
      }
    }
  } finally {
    await proxy.close();
  }

  const medians = Object.fromEntries(pages.map((page) => [page, medianRun(allRuns[page])]));
  const checks = evaluateBudgets(medians);
  const meta = describeRun([...lhrs.values()], loadAtStart);
  await writeResults(join(root, 'bench'), { meta, bundle, pages: medians, runs: allRuns, checks });
  // The median runs' full reports, to see why a figure is what it is (gitignored).
  const reports = join(root, 'bench-results', 'lighthouse');
  for (const page of pages) saveHtmlReport(lhrs.get(medians[page]), reports, page);
  console.log(`\nPages (median of ${runs} by performance score):\n`);
  console.log(pagesTable(medians, allRuns));
  console.log('\nBudgets:\n');
  console.log(budgetsTable(checks));
  console.log('\nWritten to bench/RESULTS.md and bench/results.json;');
  console.log('Lighthouse reports of the median runs in bench-results/lighthouse/.');
  process.exitCode = bundlePass && checks.every((check) => check.pass) ? 0 : 1;
}

/** Where and on what the figures were measured, for the report's header. */
function describeRun(lhrs, loadAtStart) {
  const indexes = lhrs.map((lhr) => Math.round(lhr.environment.benchmarkIndex));
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain', '--', 'web', 'functions') !== '';
  return {
    date: new Date().toISOString(),
    commit: `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes in web/ or functions/' : ''}`,
    machine: `${cpus().length} × ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, ${type()} ${release()}, Node ${process.version}, load average ${loadAtStart} at start (shared machine)`,
    browser:
      /(Chrome|HeadlessChrome)\/[\d.]+/.exec(lhrs[0].environment.hostUserAgent)?.[0] ?? 'Chromium',
    lighthouse: lhrs[0].lighthouseVersion,
    benchmarkIndex: `${Math.min(...indexes)}-${Math.max(...indexes)}`,
    method:
      `${options.url} serving ${options.dist}, behind the bench's Brotli proxy; ` +
      `Lighthouse mobile preset (simulated slow 4G, 4x CPU slowdown), ${runs} runs a page`,
  };
}
