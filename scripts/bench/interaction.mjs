// A tap right after a page appears, as a member's phone would make it: Lighthouse's mobile
// screen and user agent, the CPU slowed as calibrated (calibration.mjs), the page in
// English or Spanish (Hosting's language cookie). The header's menu button is tapped as
// soon as it is visible; the browser's Event Timing entries give the tap's interaction to
// next paint (the INP of that one interaction), and the bench also notes when the menu
// (the browser's popover) showed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import * as lighthouseConstants from 'lighthouse/core/config/constants.js';

import { root } from '../lib/toolchain.mjs';

import { connectTo, launchChrome } from './lighthouse.mjs';

const SETTLE_MS = 4000;

/** The header's menu button in either language: a member's stored choice may override the cookie. */
function menuButton() {
  return ['en', 'es']
    .map((language) => join(root, 'web', 'src', 'i18n', language, 'common.json'))
    .map((catalogue) => JSON.parse(readFileSync(catalogue, 'utf8'))['nav.openMenu'])
    .map((label) => `header button[aria-label="${label}"]`)
    .join(', ');
}

/** Records every interaction's Event Timing entries from the document's start. */
function observeInteractions() {
  globalThis.benchInteractions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        globalThis.benchInteractions.push({
          id: entry.interactionId,
          name: entry.name,
          duration: entry.duration,
        });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * Taps the header's menu button of `url` once it shows; resolves to { inpMs, menuShownMs,
 * shownLanguage, events }: the longest interaction's duration (null when the browser
 * recorded none), how long after the tap the menu was visible (null when it never
 * showed) and the language the page was in when tapped.
 */
export async function measureTap(url, { language, cpuSlowdown, userDataDir }) {
  const chrome = await launchChrome(userDataDir);
  const browser = await connectTo(chrome);
  try {
    const page = await browser.newPage();
    const screen = lighthouseConstants.screenEmulationMetrics.mobile;
    await page.setViewport({
      width: screen.width,
      height: screen.height,
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    await page.setUserAgent(lighthouseConstants.userAgents.mobile);
    await browser.setCookie({ name: 'firebase-language-override', value: language, url });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.evaluateOnNewDocument(observeInteractions);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const button = await page.waitForSelector(menuButton(), { visible: true, timeout: 30_000 });
    const shownLanguage = await page.evaluate(() => globalThis.document.documentElement.lang);
    const tappedAt = Date.now();
    await button.tap();
    const menuShownMs = await page
      .waitForSelector('nav[popover]:popover-open', { visible: true, timeout: SETTLE_MS * 2 })
      .then(
        () => Date.now() - tappedAt,
        () => null,
      );
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const events = await page.evaluate(() => globalThis.benchInteractions);
    const durations = events.map((event) => event.duration);
    return {
      inpMs: durations.length === 0 ? null : Math.round(Math.max(...durations)),
      menuShownMs,
      shownLanguage,
      events,
    };
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}
