// A returning member's browser: a Chromium profile per demo account, signed in through the
// real sign-in page on the measured origin (Firebase Auth keeps the session in that origin's
// IndexedDB), then every page of the account visited once, so that its scripts and styles
// are in the profile's HTTP cache. Lighthouse then opens the same profile (lighthouse.mjs).
import { setTimeout as sleep } from 'node:timers/promises';

import { chromium } from 'playwright-core';

import { signInThroughLoginPage } from '../lib/sign-in-page.mjs';

import { firestoreReadsOf } from './report.mjs';

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
// As Lighthouse's mobile preset emulates the page (a Moto G Power), so the warm-up loads
// what a phone loads: My Account is an accordion there and tabs on wider screens.
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };
const timeout = 60_000;

/**
 * Signs `account` ({ email, password }) in at `origin`/login in a persistent profile at
 * `profileDir` and visits each of `pages` ({ url, shows, reads }), each time waiting until the
 * page shows its signed-in text; throws, saying what the page showed instead, when one does
 * not. Resolves to the `reads` field of the answer of each page's `reads` API path, by URL.
 */
export async function prepareProfile({ origin, profileDir, account, pages }) {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    headless: true,
    args,
    ...phone,
    hasTouch: true,
  });
  context.setDefaultTimeout(timeout);
  const readsByUrl = {};
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInThroughLoginPage(page, new URL('/login', origin).href, account);
    for (const { url, shows, reads } of pages) {
      const answer = reads
        ? page.waitForResponse(
            (response) =>
              response.request().method() === 'GET' &&
              new URL(response.url()).pathname === reads &&
              response.ok(),
          )
        : null;
      await page.goto(new URL(url, origin).href);
      await waitForText(page, shows, `${url} as ${account.email}`);
      if (answer) readsByUrl[url] = firestoreReadsOf(await (await answer).json());
      // Code and data loaded once the page is idle belong in the cache too.
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    }
  } finally {
    await context.close();
  }
  return readsByUrl;
}

/**
 * Waits until the page's visible text contains `text`, or throws saying what it shows. Works
 * on a Playwright page (the warm-up) and a Puppeteer one (Lighthouse's, lighthouse.mjs).
 */
export async function waitForText(page, text, what, waitMs = timeout) {
  const shown = () =>
    page.evaluate((wanted) => globalThis.document.body?.innerText.includes(wanted) ?? false, text);
  for (const start = Date.now(); !(await shown().catch(() => false));) {
    if (Date.now() - start > waitMs) {
      const showing = await visibleText(page);
      throw new Error(`${what}: "${text}" never appeared (at ${page.url()}, showing ${showing})`);
    }
    await sleep(250);
  }
}

async function visibleText(page) {
  const text = await page.evaluate(() => globalThis.document.body?.innerText ?? '').catch(() => '');
  return JSON.stringify(text.replace(/\s+/g, ' ').slice(0, 300));
}
