// `npm run bench`: how fast the pages are on a phone, for a first-time visitor (the public
// pages) and for a returning, signed-in member (My Account, the directory, the admin console,
// the club page).
//
// 1. From the build's Vite manifest: the gzipped JavaScript each route needs before its
//    first render, against budgets (no browser; `--skip-lighthouse` stops here).
// 2. Lighthouse (mobile preset, Debian's Chromium) against the Hosting emulator behind a
//    compressing proxy (production Hosting compresses, the emulator does not): one run at the
//    preset's 4x CPU slowdown, then several with the slowdown calibrated to benchmark index
//    1,500 (calibration.mjs), median by performance score: scores, FCP, LCP, TBT, CLS, the
//    longest task and script evaluation before interactive, the compressed JavaScript loaded
//    before the page is interactive and any Firebase SDK chunk requested. Then a scripted tap
//    in English and in Spanish (interaction.mjs): its interaction to next paint.
//    Public pages in a fresh browser profile each run; signed-in pages in a profile per demo
//    account, signed in through /login and warmed by one visit of each page (session.mjs).
// Writes bench/RESULTS.md and bench/results.json; exits 1 when a budget fails.
//
// Options: --build (rebuild web/dist and functions/lib), --pages /,/faq (public pages, or
// none), --signed-in /my-account,/admin?tab=accounts (signed-in pages, see pages.mjs: all,
// none, or URL[@account] items), --runs N, --skip-lighthouse, --url http://127.0.0.1:5000
// (measure a site that is already running, with its API for the signed-in pages) with
// --dist DIR (the build that site serves, web/dist by default; chunk names and Firebase
// chunks come from it).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, release, tmpdir, totalmem, type } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { evaluateBudgets } from './bench/budgets.mjs';
import { bundleReport, firebaseChunks, readManifest } from './bench/bundle.mjs';
import { calibratedSlowdown, referenceIndex } from './bench/calibration.mjs';
import { runUnderEmulators, siteUrl, snapshotBuild } from './bench/emulators.mjs';
import { measureTap } from './bench/interaction.mjs';
import { medianRun, runLighthouse, saveHtmlReport, summarize } from './bench/lighthouse.mjs';
import {
  demoAccount,
  pagesByAccount,
  parsePublicPages,
  parseSignedInPages,
  publicPages,
  signedInLabel,
} from './bench/pages.mjs';
import { startCompressingProxy } from './bench/proxy.mjs';
import {
  budgetsTable,
  bundleTable,
  firestoreReadsTable,
  pagesTable,
  writeResults,
} from './bench/report.mjs';
import { prepareProfile } from './bench/session.mjs';
import { fail, root, run } from './lib/toolchain.mjs';

const { values: options } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    dist: { type: 'string', default: 'web/dist' },
    pages: { type: 'string', default: publicPages.join(',') },
    'signed-in': { type: 'string', default: 'all' },
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) fail('--runs takes a whole number of at least 1.');
let pages;
let signedIn;
try {
  pages = parsePublicPages(options.pages);
  signedIn = parseSignedInPages(options['signed-in']);
} catch (error) {
  fail(error.message);
}
if (pages.length + signedIn.length === 0)
  fail('Nothing to measure: --pages none --signed-in none.');

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
  const list = (items) => quote(items.length === 0 ? 'none' : items.join(','));
  const inner = ['node', 'scripts/bench.mjs', '--url', siteUrl, '--dist', site];
  inner.push('--runs', String(runs), '--pages', list(pages));
  inner.push('--signed-in', list(signedIn.map(({ url, account }) => `${url}@${account}`)));
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
  // Per page: one run at the preset's 4x (comparable with other Lighthouse reports), then the
  // runs that the budgets read, at the slowdown that stands for index 1,500 on this host,
  // recalibrated from each run's own benchmark index; then a tap in each language.
  const presetRuns = {};
  const allRuns = {};
  const taps = {};
  const lhrs = new Map();
  const firestoreReads = {};
  let slowdown;
  const measurePage = async (label, url, signedInProfile) => {
    const href = new URL(url, proxy.origin).href;
    console.log(`Lighthouse ${label} (preset, 4x)...`);
    const preset = summarize(
      await runLighthouse(href, signedInProfile),
      firebaseFiles,
      proxy.bodyBytes,
    );
    presetRuns[label] = [preset];
    slowdown = calibratedSlowdown(preset.benchmarkIndex);
    allRuns[label] = [];
    for (let i = 1; i <= runs; i += 1) {
      console.log(
        `Lighthouse ${label} (run ${i} of ${runs}, ${slowdown}x for index ${referenceIndex})...`,
      );
      const lhr = await runLighthouse(href, signedInProfile, slowdown);
      const summary = summarize(lhr, firebaseFiles, proxy.bodyBytes);
      lhrs.set(summary, lhr);
      allRuns[label].push(summary);
      slowdown = calibratedSlowdown(summary.benchmarkIndex);
    }
    taps[label] = {};
    for (const language of ['en', 'es']) {
      const tap = await measureTap(href, {
        language,
        cpuSlowdown: slowdown,
        userDataDir: signedInProfile?.userDataDir,
      });
      console.log(
        `Tap ${label} (${language}): ${tap.inpMs} ms to next paint, menu after ${tap.menuShownMs} ms`,
      );
      taps[label][language] = { ...tap, cpuSlowdown: slowdown };
    }
  };
  // The members' browser profiles: signed in on this proxy's origin, so new every bench run.
  const profiles = mkdtempSync(join(tmpdir(), 'bench-profiles-'));
  try {
    for (const page of pages) await measurePage(page, page);
    const demoAccounts = JSON.parse(
      readFileSync(join(root, 'scripts', 'demo-accounts.json'), 'utf8'),
    );
    for (const [name, accountPages] of pagesByAccount(signedIn)) {
      const account = demoAccount(name, demoAccounts);
      const userDataDir = join(profiles, name);
      console.log(`Signing ${account.email} in at /login and visiting each page once...`);
      const reads = await prepareProfile({
        origin: proxy.origin,
        profileDir: userDataDir,
        account,
        pages: accountPages,
      });
      for (const page of accountPages) {
        if (page.url in reads) firestoreReads[signedInLabel(page)] = reads[page.url];
      }
      for (const page of accountPages) {
        await measurePage(signedInLabel(page), page.url, { userDataDir, shows: page.shows });
      }
    }
  } finally {
    await proxy.close();
    rmSync(profiles, { recursive: true, force: true });
  }

  const median = (label) => medianRun(allRuns[label]);
  const publicMedians = Object.fromEntries(pages.map((page) => [page, median(page)]));
  const signedInMedians = Object.fromEntries(
    signedIn.map((page) => [signedInLabel(page), median(signedInLabel(page))]),
  );
  const presetByPage = Object.fromEntries(
    Object.entries(presetRuns).map(([label, [run]]) => [label, run]),
  );
  const checks = evaluateBudgets(
    publicMedians,
    signedInMedians,
    taps,
    presetByPage,
    firestoreReads,
  );
  const meta = describeRun([...lhrs.values()], loadAtStart);
  await writeResults(join(root, 'bench'), {
    meta,
    bundle,
    pages: publicMedians,
    signedIn: signedInMedians,
    preset: presetByPage,
    runs: allRuns,
    taps,
    checks,
    firestoreReads,
  });
  // The median runs' full reports, to see why a figure is what it is (gitignored).
  const reports = join(root, 'bench-results', 'lighthouse');
  for (const label of Object.keys(allRuns)) saveHtmlReport(lhrs.get(median(label)), reports, label);
  console.log(
    `\nPages (median of ${runs} by performance score, calibrated to index ${referenceIndex}):\n`,
  );
  console.log(pagesTable({ ...publicMedians, ...signedInMedians }, allRuns));
  if (Object.keys(firestoreReads).length > 0) {
    console.log('\nFirestore reads of the first screen (as the API reported them):\n');
    console.log(firestoreReadsTable(firestoreReads));
  }
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
      'Lighthouse mobile preset (simulated slow 4G) with the CPU slowdown calibrated to ' +
      `benchmark index ${referenceIndex} (4 × host index ÷ ${referenceIndex}), ${runs} runs a page, ` +
      'after one run at the preset 4x; ' +
      'public pages in a fresh profile, signed-in pages in the signed-in, warmed profile of ' +
      'their demo account without storage reset',
  };
}
