import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Browser } from 'playwright-core';

import { launchBrowser, SITE_URL, VIEWPORTS } from './support/browser';

// The public routes that must arrive as finished HTML, in both languages.
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

const dist = join(__dirname, '..', '..', 'web', 'dist');
const fileOf = (route: string, locale: 'en' | 'es') =>
  join(
    dist,
    locale === 'es' ? 'localized-files/es' : '',
    route === '/' ? 'index.html' : `${route.slice(1)}/index.html`,
  );

const headingOf = (html: string) =>
  /<h1[^>]*>(.*?)<\/h1>/s
    .exec(html)?.[1]
    .replace(/<[^>]+>/g, '')
    .trim() ?? '';

describe('prerendered HTML in web/dist', () => {
  it('runs only a small entry before the first paint and lists the rest for after it', () => {
    const html = readFileSync(fileOf('/', 'en'), 'utf8');
    const beforePaint = [
      ...html.matchAll(
        /<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="\/([^"]+)"/g,
      ),
    ].map(([, file]) => file);
    const gzipped = beforePaint.map((file) => gzipSync(readFileSync(join(dist, file))).length);
    expect(beforePaint.length).toBeGreaterThan(0);
    expect(gzipped.reduce((sum, bytes) => sum + bytes, 0)).toBeLessThan(5 * 1024);
    const assets = /data-assets="([^"]*)"/.exec(html)?.[1].split(' ') ?? [];
    expect(assets).toContain('/config/env.json');
    expect(assets.some((url) => /\/assets\/home-page-[\w-]+\.js$/.test(url))).toBe(true);
    expect(assets.some((url) => /\/assets\/react-[\w-]+\.js$/.test(url))).toBe(true);
  });

  it.each(PUBLIC_ROUTES)(
    '%s has an English and a Spanish page, each with its h1 and lang',
    (route) => {
      const english = readFileSync(fileOf(route, 'en'), 'utf8');
      const spanish = readFileSync(fileOf(route, 'es'), 'utf8');
      expect(english).toContain('<html lang="en">');
      expect(spanish).toContain('<html lang="es">');
      expect(headingOf(english)).not.toBe('');
      expect(headingOf(spanish)).not.toBe('');
      expect(headingOf(spanish)).not.toBe(headingOf(english));
      // Critical CSS is inlined, so the first paint is styled.
      expect(english).toMatch(/<style data-prerendered-styles="mui [^"]+">\.mui-/);
    },
  );

  it('has a not-found page in both languages', () => {
    expect(headingOf(readFileSync(join(dist, '404.html'), 'utf8'))).toBe('Page Not Found');
    expect(headingOf(readFileSync(join(dist, 'localized-files/es/404.html'), 'utf8'))).not.toBe('');
  });
});

describe('prerendered pages in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(['en', 'es'] as const)(
    'shows each page heading and text with JavaScript disabled (%s)',
    async (locale) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: VIEWPORTS.phone,
        baseURL: SITE_URL,
      });
      await context.addCookies([
        { name: 'firebase-language-override', value: locale, url: SITE_URL },
      ]);
      const page = await context.newPage();
      const problems: string[] = [];
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route);
        const heading = (await page.locator('#main h1').textContent()) ?? '';
        const text = (await page.locator('#main').innerText()).trim();
        if (!heading.trim()) problems.push(`${route}: no heading`);
        // Text beyond the heading (the resources page is a heading and 'Coming Soon').
        if (text.length < heading.trim().length + 8) problems.push(`${route}: only "${text}"`);
        if ((await page.evaluate(() => document.documentElement.lang)) !== locale)
          problems.push(`${route}: wrong lang`);
      }
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('keeps a Spanish reader in Spanish on the next visit, with no flash of English', async () => {
    const context = await browser.newContext({ baseURL: SITE_URL, viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Cambiar a español' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    const served = await (await page.request.get('/mission')).text();
    expect(served).toContain('<html lang="es">');
    await context.close();
  });

  // The browser kept the English copy of a page read before the switch on another page
  // and, with no caching rule of Hosting's, served it again from its cache without asking.
  it('serves a page read in English before the switch in Spanish after it', async () => {
    const context = await browser.newContext({ baseURL: SITE_URL, viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto('/faq');
    await page.goto('/mission');
    await page.getByRole('button', { name: 'Cambiar a español' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    const again = await page.goto('/faq', { waitUntil: 'commit' });
    expect(await again?.text()).toContain('<html lang="es">');
    await context.close();
  });
});
