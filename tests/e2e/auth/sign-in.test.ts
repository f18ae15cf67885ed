import type { Browser, Page } from 'playwright-core';

import { passSecurityCheck } from '../support/auth-emulator';
import {
  DEMO,
  gotoLive,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  VIEWPORTS,
  watchConsole,
} from '../support/browser';
import { installGapiStandIn } from '../support/gapi-stand-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const TEXT = {
  en: {
    title: 'Sign In',
    emailLabel: /^Email/,
    passwordLabel: /^Password/,
    submit: 'Sign In',
    firstCheck: 'Please complete the security verification first.',
    // The demo project has email-enumeration protection off, so the emulator names a
    // wrong password (auth/wrong-password) rather than invalid credentials.
    wrongPassword: 'Incorrect password. Please try again.',
  },
  es: {
    title: 'Iniciar sesión',
    emailLabel: /^Correo electrónico/,
    passwordLabel: /^Contraseña/,
    submit: 'Iniciar sesión',
    firstCheck: 'Complete primero la verificación de seguridad.',
    wrongPassword: 'Contraseña incorrecta. Inténtelo de nuevo.',
  },
} as const;

/** Console errors other than the browser's own report of an HTTP error answer. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

async function fillSignIn(page: Page, locale: 'en' | 'es', email: string, password: string) {
  await page.getByLabel(TEXT[locale].emailLabel).fill(email);
  await page.getByLabel(TEXT[locale].passwordLabel).fill(password);
  await page.getByRole('button', { name: TEXT[locale].submit, exact: true }).click();
}

describe('sign-in', () => {
  it.each([
    ['en' as const, 'desktop' as const],
    ['es' as const, 'phone' as const],
  ])(
    'in %s at %s width: the email form appears after the security check, and the member reaches the redirect',
    async (locale, viewport) => {
      const context = await newContext(browser, { locale, viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      const errors = watchConsole(page);
      await gotoLive(page, '/login?redirect=%2Fmy-account%3Ftab%3Daccount');
      await page.getByRole('heading', { level: 1, name: TEXT[locale].title }).waitFor();
      await page.getByText(TEXT[locale].firstCheck).waitFor();
      expect(await page.getByLabel(TEXT[locale].passwordLabel).count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await passSecurityCheck(page, page.getByLabel(TEXT[locale].passwordLabel));
      const submit = page.getByRole('button', { name: TEXT[locale].submit, exact: true });
      expect(await submit.isDisabled()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await fillSignIn(page, locale, DEMO.member.email, DEMO.member.password);
      await page.waitForURL('**/my-account?tab=account');
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    },
  );

  it.each(['en' as const, 'es' as const])(
    'shows the wrong-password message in %s',
    async (locale) => {
      const context = await newContext(browser, { locale, viewport: VIEWPORTS.phone });
      const page = await context.newPage();
      await gotoLive(page, '/login');
      await passSecurityCheck(page, page.getByLabel(TEXT[locale].passwordLabel));
      await fillSignIn(page, locale, DEMO.member.email, 'not-the-password');
      await page.getByRole('alert').filter({ hasText: TEXT[locale].wrongPassword }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      await context.close();
    },
  );

  it('signs in with Google through the Auth emulator’s account chooser in a popup', async () => {
    const context = await newContext(browser);
    await installGapiStandIn(context);
    const page = await context.newPage();
    await gotoLive(page, '/login');
    const email = `google-${Date.now()}@e2e.iltkd.test`;

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain('/emulator/auth/handler');
    expect(new URL(popup.url()).searchParams.get('providerId')).toBe('google.com');
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Gina Google');
    await popup.locator('#sign-in').click();

    await page.waitForURL('**/my-account');
    // The session is Firebase's: the ID token names the user the popup created.
    const signedIn = await page.evaluate(() => localStorage.getItem('itkd.session'));
    expect(JSON.parse(signedIn ?? '{}')).toMatchObject({ email, displayName: 'Gina Google' });
    await context.close();
  });
});
