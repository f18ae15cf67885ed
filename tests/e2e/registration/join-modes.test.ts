import type { Browser, BrowserContext, Page } from 'playwright-core';

import { uniqueEmail } from '../support/auth-emulator';
import {
  DEMO,
  gotoLive,
  launchBrowser,
  newContext,
  signIn,
  VIEWPORTS,
  watchConsole,
} from '../support/browser';
import { message, messagePattern, type Locale } from '../support/catalogue';
import { installGapiStandIn } from '../support/gapi-stand-in';

import { layoutProblems, waitForStep } from './registration-journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const unexpected = (errors: string[]) =>
  errors.filter(
    (error) =>
      !error.startsWith('Failed to load resource') &&
      // The Auth emulator's account chooser page reaches for Google's fonts, offline here.
      !error.includes('fonts.googleapis.com'),
  );

type Case = [Locale, keyof typeof VIEWPORTS];
const CASES: Case[] = [
  ['en', 'desktop'],
  ['en', 'phone'],
  ['es', 'desktop'],
  ['es', 'phone'],
];

const context = (locale: Locale, viewport: keyof typeof VIEWPORTS): Promise<BrowserContext> =>
  newContext(browser, { locale, viewport: VIEWPORTS[viewport], reducedMotion: 'reduce' });

/** The Auth emulator's account chooser: a new Google account with this address. */
async function chooseNewGoogleAccount(page: Page, email: string, name: string) {
  await page.locator('#add-account-button').click();
  await page.locator('#email-input').fill(email);
  await page.locator('#display-name-input').fill(name);
  await page.locator('#sign-in').click();
}

// Issue 19 #9: a visitor's /join offers social sign-in, registration and sign-in on the page.
describe('/join for a visitor', () => {
  it.each(CASES)('in %s at %s width: the three ways in, each on the page', async (locale, size) => {
    const ctx = await context(locale, size);
    const page = await ctx.newPage();
    const errors = watchConsole(page);
    const problems: string[] = [];
    await gotoLive(page, '/join');

    const start = page.getByRole('region', { name: messagePattern(locale, 'join.start.title') });
    await start.getByRole('button', { name: message(locale, 'join.start.google') }).waitFor();
    await start.getByRole('button', { name: message(locale, 'join.start.facebook') }).waitFor();
    problems.push(...(await layoutProblems(page, 'join modes')));

    await start.getByRole('button', { name: message(locale, 'join.start.register') }).click();
    await waitForStep(page, locale, 'registration.createAccount.title');
    expect(new URL(page.url()).pathname).toBe('/join');
    problems.push(...(await layoutProblems(page, 'registration on /join')));

    await page.getByRole('button', { name: message(locale, 'join.start.back') }).click();
    await page.getByRole('button', { name: message(locale, 'join.start.signIn') }).click();
    await page.getByRole('checkbox', { name: /^(I am not a robot|No soy un robot)$/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/join');
    problems.push(...(await layoutProblems(page, 'sign-in on /join')));

    expect(problems).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await ctx.close();
  });

  it.each([CASES[0], CASES[3]])(
    'in %s at %s width: a signed-in member pressing Join IT lands on the membership application',
    async (locale, size) => {
      const ctx = await context(locale, size);
      const page = await ctx.newPage();
      await signIn(page, DEMO.member, '/join');
      await waitForStep(page, locale, 'registration.membership.title');
      expect(await layoutProblems(page, 'membership step on /join')).toEqual([]);
      await ctx.close();
    },
  );
});

// Issue 19 #13: a blocked Google popup falls back to a redirect, finished back on /register.
describe('a blocked sign-in popup on /register', () => {
  it.each([CASES[0], CASES[3]])(
    'in %s at %s width: the redirect it falls back to signs the visitor in on return',
    async (locale, size) => {
      const ctx = await context(locale, size);
      await installGapiStandIn(ctx);
      // What a popup blocker does: window.open gives nothing back.
      await ctx.addInitScript(() => {
        window.open = () => null;
      });
      const page = await ctx.newPage();
      const errors = watchConsole(page);
      await gotoLive(page, '/register');
      await page
        .getByRole('button', { name: message(locale, 'registration.createAccount.google') })
        .click();

      await page.waitForURL('**/emulator/auth/handler**');
      const email = uniqueEmail(`redirect-${locale}`);
      await chooseNewGoogleAccount(page, email, 'Rae Redirect');

      await page.waitForURL('**/register**');
      await waitForStep(page, locale, 'registration.accountInfo.title');
      const session = await page.evaluate(() => localStorage.getItem('itkd.session'));
      expect(JSON.parse(session ?? '{}')).toMatchObject({ email });
      expect(await layoutProblems(page, 'account information after the redirect')).toEqual([]);
      expect(unexpected(errors)).toEqual([]);
      await ctx.close();
    },
  );
});
