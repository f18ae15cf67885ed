import type { Browser } from 'playwright-core';

import {
  actionPagePath,
  createEmailUser,
  createVerifiedEmailUser,
  latestOobCode,
  passSecurityCheck,
  sendVerificationEmail,
  uniqueEmail,
} from '../support/auth-emulator';
import {
  gotoLive,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  VIEWPORTS,
  watchConsole,
} from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('account-action pages', () => {
  it('resets a forgotten password through the emailed link, then signs in with the new one', async () => {
    const email = uniqueEmail('reset');
    // Reset links go only to addresses their account has verified.
    await createVerifiedEmailUser(email, 'Old-Password-1!');
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);

    await gotoLive(page, '/login');
    await passSecurityCheck(page, page.getByLabel(/^Password/));
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await dialog
      .getByText(`Password reset email sent to ${email}. Please check your inbox and spam folder.`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const code = await latestOobCode(email, 'PASSWORD_RESET');
    await gotoLive(page, actionPagePath(code));
    await page.getByLabel(/^New password/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel(/^New password/).fill('New-Password-2!');
    await page.getByLabel(/^Confirm new password/).fill('Other-Password-3!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Passwords do not match.' }).waitFor();

    await page.getByLabel(/^Confirm new password/).fill('New-Password-2!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Your password has been reset.', { exact: false }).waitFor();
    const shownAt = Date.now();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(Date.now() - shownAt).toBeGreaterThan(2500);

    await passSecurityCheck(page, page.getByLabel(/^Password/));
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill('New-Password-2!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/my-account');
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it.each([
    ['en' as const, 'desktop' as const, 'Email Verified!', 'Verification Failed'],
    ['es' as const, 'phone' as const, '¡Correo verificado!', 'Falló la verificación'],
  ])(
    'in %s at %s width: a verification link works once, then says it is used',
    async (locale, viewport, verified, failed) => {
      const email = uniqueEmail('verify');
      await sendVerificationEmail(await createEmailUser(email, 'Verify-Me-1!'));
      const link = actionPagePath(await latestOobCode(email, 'VERIFY_EMAIL'));
      const context = await newContext(browser, { locale, viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();

      await gotoLive(page, link);
      await page.getByRole('heading', { level: 1, name: verified }).waitFor();
      await page.getByText(email).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await gotoLive(page, link);
      await page.getByRole('heading', { level: 1, name: failed }).waitFor();
      const used =
        locale === 'en'
          ? 'The verification link is invalid or has already been used.'
          : 'El enlace de verificación no es válido o ya se ha utilizado.';
      await page.getByText(used, { exact: false }).waitFor();
      expect(
        await page
          .getByRole('link', { name: /Request New|Solicitar un nuevo/ })
          .getAttribute('href'),
      ).toBe('/my-account?tab=account');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it('shows an unknown action with the valid ones and the emulator build’s test links', async () => {
    const context = await newContext(browser, { viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await gotoLive(page, '/__/auth/action?mode=changeEverything');
    await page.getByRole('heading', { level: 1, name: 'Invalid Request' }).waitFor();
    await page.getByText('changeEverything').waitFor();
    await page.getByRole('heading', { name: 'Development test links' }).waitFor();
    await page
      .getByRole('link', { name: 'Try a password reset with the development code' })
      .click();
    await page.getByLabel(/^New password/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
