// Lighthouse 12 with its default settings (mobile emulation, simulated 4x CPU and slow 4G
// throttling) in Debian's Chromium, a fresh browser for every run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport } from 'lighthouse';

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

/** One Lighthouse run of a URL; resolves to the full Lighthouse result (LHR). */
export async function runLighthouse(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url);
    } catch (err) {
      if (attempt >= ATTEMPTS || !RETRIED_ERRORS.includes(err.code)) throw err;
      console.log(`Lighthouse ${url}: ${err.code}, running again (${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (result.lhr.runtimeError) {
      throw Object.assign(
        new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`),
        { code: result.lhr.runtimeError.code },
      );
    }
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * The figures the budgets need from one run. JavaScript "before interactive" is every
 * script that finished loading before Lighthouse's time to interactive; Lantern models TTI
 * as waiting for every script of the load, so this is the page's whole load-time JavaScript.
 * `firebaseFiles` maps the build's Firebase SDK chunk names to the packages inside them;
 * `bodyBytes(url)` gives the compressed body size the proxy sent (see proxy.mjs).
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
    .map(({ url }) => fileOf(url))
    .filter((file) => firebaseFiles.has(file))
    .map((file) => ({ file, packages: firebaseFiles.get(file) }));
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

/** Writes a run's HTML report as <dir>/<page>.html (home.html for /). */
export function saveHtmlReport(lhr, dir, page) {
  mkdirSync(dir, { recursive: true });
  const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-');
  writeFileSync(join(dir, `${name}.html`), generateReport(lhr, 'html'));
}
