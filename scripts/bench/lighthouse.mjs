// Lighthouse 12 with its default settings (mobile emulation, simulated 4x CPU and slow 4G
// throttling) in Debian's Chromium, a fresh browser for every run: with a fresh profile for
// a first-time visitor, or a signed-in member's profile (session.mjs) that Lighthouse leaves
// as it is (no storage reset: the session and the cached scripts stay, as they would).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport } from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
// Lighthouse's own Puppeteer (a dependency of lighthouse): Lighthouse measures in a page it
// is given and leaves it open, so the bench can read what the measured page showed.
import puppeteer from 'puppeteer-core';

import { waitForText } from './session.mjs';

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

// Trace recording sometimes fails on this Chromium (NO_NAVSTART); Lighthouse's own advice
// is to run again, which then measures normally.
const RETRIED_ERRORS = ['NO_NAVSTART'];
const ATTEMPTS = 3;

/**
 * BENCH_TRACE_DIR=<dir>, optionally with BENCH_TRACE_MATCH=<part of the URL>: each run of a
 * page also saves its trace there with V8's CPU profile (per-function samples), to
 * name what the long tasks run. The profiler slows the page: a traced run's figures are not
 * comparable with the others.
 */
function traceDirFor(url) {
  const dir = process.env.BENCH_TRACE_DIR;
  return dir && url.includes(process.env.BENCH_TRACE_MATCH ?? '') ? dir : undefined;
}

/**
 * One Lighthouse run of a URL; resolves to the full Lighthouse result (LHR). For a signed-in
 * page, `signedIn` is { userDataDir, shows }: the member's profile, and a text the page must
 * show at the end of the run (else the run measured something else, and this throws).
 * `cpuSlowdown` replaces the preset's 4x (calibration.mjs); the rest of the preset stays.
 */
export async function runLighthouse(url, signedIn, cpuSlowdown) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, signedIn, cpuSlowdown);
    } catch (err) {
      if (attempt >= ATTEMPTS || !RETRIED_ERRORS.includes(err.code)) throw err;
      console.log(`Lighthouse ${url}: ${err.code}, running again (${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

/** Debian's Chromium, headless, in a fresh profile or the given one (the bench's runs and taps). */
export function launchChrome(userDataDir) {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
    ...(userDataDir && { userDataDir }),
  });
}

/** Puppeteer on a launched Chromium, its pages at their own size. */
export function connectTo(chrome) {
  return puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
}

async function runOnce(url, signedIn, cpuSlowdown) {
  const chrome = await launchChrome(signedIn?.userDataDir);
  const traceDir = traceDirFor(url);
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    ...(cpuSlowdown && {
      throttling: {
        ...lighthouseConstants.throttling.mobileSlow4G,
        cpuSlowdownMultiplier: cpuSlowdown,
      },
    }),
    ...(traceDir && { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }),
  };
  try {
    if (!signedIn) return check(url, saveTrace(traceDir, url, await lighthouse(url, flags)));
    const browser = await connectTo(chrome);
    try {
      const page = await browser.newPage();
      const result = await lighthouse(
        url,
        { ...flags, disableStorageReset: true },
        undefined,
        page,
      );
      const lhr = check(url, saveTrace(traceDir, url, result));
      await waitForText(page, signedIn.shows, `Lighthouse ${url}`, 15_000);
      return lhr;
    } finally {
      await browser.disconnect();
    }
  } finally {
    await chrome.kill();
  }
}

/** Writes the run's trace into `traceDir` when there is one; gives back the run's result. */
function saveTrace(traceDir, url, result) {
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true });
    writeFileSync(
      join(traceDir, `${reportName(url)}-${Date.now()}.trace.json`),
      JSON.stringify(result.artifacts.Trace ?? result.artifacts.traces?.defaultPass),
    );
  }
  return result;
}

function check(url, result) {
  if (result.lhr.runtimeError) {
    throw Object.assign(
      new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`),
      { code: result.lhr.runtimeError.code },
    );
  }
  return result.lhr;
}

/**
 * The figures the budgets need from one run. JavaScript "before interactive" is every
 * script that finished loading before Lighthouse's time to interactive; Lantern models TTI
 * as waiting for every script of the load, so this is the page's whole load-time JavaScript.
 * The longest task is the longest main-thread task of the page (its document or scripts)
 * that started before interactive, and script evaluation the time scripts ran, both as
 * Lighthouse simulates them at the run's CPU slowdown. `firebaseFiles` maps the build's Firebase SDK chunk names to the
 * packages inside them; `bodyBytes(url)` gives the compressed body size the proxy sent.
 */
export function summarize(lhr, firebaseFiles, bodyBytes) {
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  const metric = (id) => lhr.audits[id].numericValue;
  const interactive = metric('interactive');
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script' && item.networkEndTime <= interactive,
  );
  const fileOf = (url) => new URL(url).pathname.slice(1);
  const bytesOf = (item) => bodyBytes(item.url) ?? item.transferSize;
  const firebase = scripts
    .filter(({ url }) => firebaseFiles.has(fileOf(url)))
    .map((item) => ({
      file: fileOf(item.url),
      packages: firebaseFiles.get(fileOf(item.url)),
      bodyBytes: bytesOf(item),
    }));
  // Tasks the trace ties to no URL of the page are the browser's own (a blank HTML page has
  // one of 55-70 ms at 4x here, committing the navigation): reported, but not the page's.
  const longTasks = (lhr.audits['long-tasks'].details?.items ?? []).filter(
    (task) => task.startTime < interactive,
  );
  const ownTasks = longTasks.filter((task) => task.url !== 'Unattributable');
  const longest = (tasks) => Math.round(Math.max(0, ...tasks.map((task) => task.duration)));
  const work = lhr.audits['mainthread-work-breakdown'].details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    ttiMs: Math.round(interactive),
    // How fast the CPU was during this run: other work on the machine lowers it.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    longestTaskMs: longest(ownTasks),
    longestTaskUrl: ownTasks.toSorted((a, b) => b.duration - a.duration)[0]?.url ?? null,
    longestUnattributedTaskMs: longest(longTasks.filter((task) => !ownTasks.includes(task))),
    scriptEvaluationMs: Math.round(
      work.find((item) => item.group === 'scriptEvaluation')?.duration ?? 0,
    ),
    jsBytes: scripts.reduce((sum, item) => sum + bytesOf(item), 0),
    jsTransferBytes: scripts.reduce((sum, item) => sum + item.transferSize, 0),
    scripts: scripts.map((item) => ({
      file: fileOf(item.url),
      bodyBytes: bytesOf(item),
      transferSize: item.transferSize,
    })),
    firebase,
    failedAudits: Object.values(lhr.categories)
      .filter(({ id }) => id !== 'performance')
      .flatMap(({ auditRefs }) => auditRefs)
      .map(({ id }) => lhr.audits[id])
      .filter(({ score, scoreDisplayMode }) => scoreDisplayMode === 'binary' && score === 0)
      .map(({ id }) => id),
  };
}

/** The run with the median performance score (the lower middle one for an even count). */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** A page's name as a file name: home for /, else its letters and digits joined by dashes. */
export function reportName(page) {
  return page === '/' ? 'home' : page.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Writes a run's HTML report as <dir>/<name>.html (reportName). */
export function saveHtmlReport(lhr, dir, page) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${reportName(page)}.html`), generateReport(lhr, 'html'));
}
