import type { Browser } from 'playwright-core';

import {
  DEMO,
  gotoLive,
  launchBrowser,
  newContext,
  SITE_URL,
  signIn,
  VIEWPORTS,
  watchConsole,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('app shell', () => {
  it('shows the home page in English, then in Spanish after the toggle, and remembers it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await gotoLive(page, '/');
    await page.getByRole('banner').waitFor();
    await expectLang(page, 'en');
    await page.getByRole('button', { name: 'Cambiar a español' }).click();
    await expectLang(page, 'es');
    await page.getByRole('button', { name: 'Misión' }).waitFor();
    await page.reload();
    await expectLang(page, 'es');
    await page.getByRole('button', { name: 'Switch to English' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the configuration error screen when env.json cannot be loaded, and retries', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    let failing = true;
    await page.route('**/config/env.json', (route) => (failing ? route.abort() : route.continue()));
    await page.goto('/');
    // The home page starts its app when the visitor reaches for it: a key press, until it has.
    const heading = page.getByRole('heading', { name: 'Configuration Error' });
    for (let attempt = 1; attempt <= 60 && !(await heading.isVisible()); attempt += 1) {
      await page.keyboard.press('Shift');
      await heading.waitFor({ timeout: 500 }).catch(() => undefined);
    }
    await heading.waitFor();
    await page
      .getByText('Configuration could not be loaded. Please check your environment setup.')
      .waitFor();
    failing = false;
    await page.getByRole('button', { name: 'Retry Loading' }).click();
    await page.getByRole('banner').waitFor();
    await context.close();
  });

  it('opens a header dropdown on hover and closes it shortly after the pointer leaves', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoLive(page, '/');
    const events = page.getByRole('button', { name: 'Events' });
    await events.hover();
    await page.getByRole('menuitem', { name: 'Calendar' }).waitFor();
    await page.mouse.move(5, 600);
    await page.getByRole('menuitem', { name: 'Calendar' }).waitFor({ state: 'hidden' });
    await context.close();
  });

  it('opens the phone menu before the page is live, without its app', async () => {
    const context = await newContext(browser, { viewport: VIEWPORTS.phone });
    // No script of the app arrives: the prerendered menu works on its own.
    await context.route('**/assets/*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await menu.getByRole('link', { name: 'Calendar' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('offers a menu button instead of the dropdowns on a phone', async () => {
    const context = await newContext(browser, { viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await gotoLive(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Site menu' })
      .getByRole('link', { name: 'Calendar' })
      .click();
    await page.waitForURL('**/calendar');
    await context.close();
  });

  it('signs a member in, shows the user menu, and asks before signing out', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, DEMO.member);
    await page.getByRole('button', { name: /Account menu for Maria Santos/ }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page
      .getByText(
        "Are you sure you want to sign out? You'll need to sign in again to access your account.",
      )
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('shows Admin in the menu of an administrator', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, DEMO.admin);
    await page.getByRole('button', { name: /Account menu for Alex Admin/ }).click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await page.waitForURL('**/admin');
    await context.close();
  });

  it('sends a signed-out visitor of /my-account to the sign-in page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/my-account');
    await page.waitForURL('**/login?redirect=%2Fmy-account');
    await context.close();
  });
});

describe('hosting', () => {
  it('serves the security headers on pages', async () => {
    const response = await fetch(`${SITE_URL}/`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
    const csp = cspDirectives(response.headers.get('content-security-policy') ?? '');
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['script-src']).not.toContain('https://www.google.com');
    // Served from the emulators' configuration (scripts/lib/emulator-config.mjs): the browser
    // may reach the Auth and Firestore emulators, which firebase.json itself does not allow.
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(['http://127.0.0.1:9099', 'http://127.0.0.1:8080']),
    );
    expect(csp['frame-src']).toContain('http://127.0.0.1:9099');
    expect(csp['script-src'].join(' ')).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it('routes /api/v1 to the API function, which refuses a request without a token', async () => {
    const response = await fetch(`${SITE_URL}/api/v1/accounts/me/all`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('serves every route as its own page, and unknown paths as a real 404', async () => {
    const mission = await fetch(`${SITE_URL}/mission`);
    expect(mission.status).toBe(200);
    expect(await mission.text()).toContain('<div id="root" data-prerendered');
    const unknown = await fetch(`${SITE_URL}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Page Not Found');
  });

  it('serves the account-action page at the /__/auth/action address of Firebase', async () => {
    const response = await fetch(`${SITE_URL}/__/auth/action?mode=verifyEmail&oobCode=x`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"');
  });
});

/** A Content-Security-Policy as directive -> sources. */
function cspDirectives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

async function expectLang(page: import('playwright-core').Page, lang: string) {
  await page.waitForFunction((value) => document.documentElement.lang === value, lang);
}
