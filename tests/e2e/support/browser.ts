import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

import { signInThroughLoginPage, waitUntilLive } from '../../../scripts/lib/sign-in-page.mjs';

export const SITE_URL = process.env.SITE_URL ?? 'http://127.0.0.1:5000';

// Debian's Chromium, headless, with nothing that reaches for the internet.
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

export async function newContext(
  browser: Browser,
  {
    viewport = VIEWPORTS.desktop,
    locale = 'en',
    reducedMotion = 'no-preference',
    deviceScaleFactor = 1,
  }: {
    viewport?: { width: number; height: number };
    locale?: 'en' | 'es';
    reducedMotion?: 'reduce' | 'no-preference';
    deviceScaleFactor?: number;
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    baseURL: SITE_URL,
    reducedMotion,
    deviceScaleFactor,
  });
  // The language toggle sets Hosting's language cookie (which page is served) and remembers
  // the choice in localStorage (pages rendered in the browser).
  await context.addCookies([{ name: 'firebase-language-override', value: locale, url: SITE_URL }]);
  await context.addInitScript((value) => {
    if (!localStorage.getItem('itkd.locale')) localStorage.setItem('itkd.locale', value);
  }, locale);
  return context;
}

/** Collects console errors and uncaught exceptions of a page. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Scrolls down the page and back, as a reader would: sections below the first screen load
 * their code (and their data) only as they come near.
 */
export async function scrollThroughPage(page: Page) {
  await page.evaluate(async () => {
    const step = window.innerHeight / 2;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * Serious and critical axe-core violations, summarised for a readable failure. Transitions
 * are let finish first: a dialog caught mid-fade has half-transparent text, which axe
 * reports as too little contrast.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  // A page without frames is checked in place (legacy mode) rather than through a blank page
  // axe opens to merge frames' results, and nodes are gathered for violations only: neither
  // changes which violations are found, and together they take a third of the time.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

export const DEMO = {
  member: { email: 'member@demo.iltkd.org', password: 'Demo-Member-2026!' },
  admin: { email: 'admin@demo.iltkd.org', password: 'Demo-Admin-2026!' },
};

/** Prerendered pages are visible before they are live: wait for React before interacting. */
export async function gotoLive(page: Page, url: string) {
  await page.goto(url);
  await waitUntilLive(page);
}

export { waitUntilLive };

/**
 * Signs in through /login, as a member does (see scripts/lib/sign-in-page.mjs), and goes on
 * to `then` (/my-account by default) as a member sent to sign in from a link does: through
 * the login page's redirect, so the page opens in the app rather than by loading it again.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  then?: string,
) {
  const loginUrl = then ? `/login?redirect=${encodeURIComponent(then)}` : '/login';
  await signInThroughLoginPage(page, loginUrl, account);
}

/**
 * The emotion style names of the elements `selector` matches that the browser had to
 * generate itself, because the prerendered HTML's style tag does not list them.
 */
export function stylesGeneratedInBrowser(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((elementsSelector) => {
    const prerendered = new Set(
      document
        .querySelector('style[data-prerendered-styles]')
        ?.getAttribute('data-prerendered-styles')
        ?.split(' '),
    );
    const names = Array.from(document.querySelectorAll(elementsSelector)).flatMap((element) =>
      Array.from(element.classList)
        .filter((name) => name.startsWith('mui-'))
        .map((name) => name.slice(4)),
    );
    return [...new Set(names)].filter((name) => !prerendered.has(name));
  }, selector);
}
