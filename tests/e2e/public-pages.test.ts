import type { Browser, BrowserContext, Page } from 'playwright-core';

import {
  launchBrowser,
  newContext,
  scrollThroughPage,
  seriousAxeViolations,
  VIEWPORTS,
  waitUntilLive,
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
  '/clubs',
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
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    // Reduced motion: axe measures contrast, which a slide fading in would blur.
    context = await newContext(browser, {
      locale,
      viewport: VIEWPORTS[size],
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
    errors = watchConsole(page);
  });
  afterAll(async () => {
    await context.close();
  });

  it.each(PUBLIC_ROUTES)(
    '%s renders with one h1, no console errors and no serious accessibility violations',
    async (route) => {
      const problems: string[] = [];
      await page.goto(route);
      // #main is the layout's; the configuration screen has a heading of its own.
      await page.locator('#main h1').first().waitFor();
      // Controls are enabled when the page hydrates and fade to their colours: check contrast
      // once the page is live and those transitions have finished.
      await waitUntilLive(page);
      await page.waitForFunction(
        () =>
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.effect?.getTiming().iterations === Infinity ||
                animation.playState !== 'running',
            ),
        undefined,
        { timeout: 15_000 },
      );
      await scrollThroughPage(page);
      // Let the sections that load data after hydration (events) settle before checking.
      await page.waitForFunction(
        () => !document.querySelector('.MuiSkeleton-root, [role="progressbar"]'),
        undefined,
        { timeout: 15_000 },
      );
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (lang !== locale) problems.push(`<html lang="${lang}">`);
      const h1s = await page.locator('h1').count();
      if (h1s !== 1) problems.push(`${h1s} h1 elements`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 1) problems.push(`page scrolls sideways by ${overflow}px`);
      problems.push(...(await seriousAxeViolations(page)));
      for (const error of errors.splice(0)) problems.push(`console: ${error}`);
      expect(problems).toEqual([]);
    },
  );
});
