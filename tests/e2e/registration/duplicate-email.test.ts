import type { Browser } from 'playwright-core';

import { DEMO, gotoLive, launchBrowser, newContext, VIEWPORTS } from '../support/browser';

import { layoutProblems, signUpByEmail, t, waitForStep, type Locale } from './registration-journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('registration with an email that already has an account', () => {
  it.each([
    ['en' as Locale, 'phone' as const],
    ['es' as Locale, 'desktop' as const],
  ])('in %s at %s width: is refused with the sign-in methods panel', async (locale, viewport) => {
    const context = await newContext(browser, {
      locale,
      viewport: VIEWPORTS[viewport],
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await gotoLive(page, '/register');
    await waitForStep(page, locale, 'registration.createAccount.title');
    await signUpByEmail(page, locale, DEMO.member.email, 'Another-Pass-2026!');

    const panel = page
      .getByRole('alert')
      .filter({ hasText: t(locale, 'registration.existing.title') });
    await panel.waitFor();
    // The demo member signs in with a password: that is the method listed.
    await panel.getByText(t(locale, 'registration.method.password'), { exact: true }).waitFor();
    expect(
      await panel.getByText(t(locale, 'registration.method.google'), { exact: true }).count(),
    ).toBe(0);
    expect(await layoutProblems(page, 'existing email')).toEqual([]);
    // Nobody was signed in: the wizard stays on its first step.
    await waitForStep(page, locale, 'registration.createAccount.title');

    await panel
      .getByRole('link', { name: t(locale, 'registration.existing.switchToSignIn') })
      .click();
    await page.waitForURL('**/login');
    await context.close();
  });
});
