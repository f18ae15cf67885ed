import type { Browser } from 'playwright-core';

import {
  launchBrowser,
  newContext,
  seriousAxeViolations,
  VIEWPORTS,
  watchConsole,
} from './support/browser';

const PUBLIC_ROUTES = [
  '/',
  '/join',
  '/membership',
  '/join-legacy',
  '/mission',
  '/members',
  '/we-are-it',
  '/login',
  '/register',
  '/register-club',
  '/events',
  '/calendar',
  '/upcoming-events',
  '/usat-il-state',
  '/sponsored-events',
  '/resources',
  '/faq',
  '/downloads',
  '/contact',
  '/privacy',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each([
  ['en', 'phone'],
  ['en', 'desktop'],
  ['es', 'phone'],
  ['es', 'desktop'],
] as const)('every public page in %s on a %s', (locale, size) => {
  it('renders with one h1, no console errors and no serious accessibility violations', async () => {
    // Reduced motion: axe measures contrast, which a slide fading in would blur.
    const context = await newContext(browser, {
      locale,
      viewport: VIEWPORTS[size],
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const problems: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      // #main is the layout's; the configuration screen has a heading of its own.
      await page.locator('#main h1').first().waitFor();
      // Let lazy sections (events from Firestore) settle before checking; the realtime
      // channel stays open, so the network never goes idle.
      await page.waitForFunction(
        () => !document.querySelector('.MuiSkeleton-root, [role="progressbar"]'),
        undefined,
        { timeout: 15_000 },
      );
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (lang !== locale) problems.push(`${route}: <html lang="${lang}">`);
      const h1s = await page.locator('h1').count();
      if (h1s !== 1) problems.push(`${route}: ${h1s} h1 elements`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 1) problems.push(`${route}: page scrolls sideways by ${overflow}px`);
      for (const violation of await seriousAxeViolations(page))
        problems.push(`${route}: ${violation}`);
      for (const error of errors.splice(0)) problems.push(`${route}: console: ${error}`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
