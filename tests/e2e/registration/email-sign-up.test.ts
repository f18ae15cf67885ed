import type { Browser } from 'playwright-core';

import { actionPagePath, latestOobCode, uniqueEmail } from '../support/auth-emulator';
import { gotoLive, launchBrowser, newContext, VIEWPORTS, watchConsole } from '../support/browser';

import {
  bornYearsAgo,
  fillAccountInformation,
  fillAthleteBackground,
  label,
  layoutProblems,
  membershipsOf,
  saveAccountInformation,
  signInByEmail,
  signUpByEmail,
  t,
  waitForStep,
  type Locale,
} from './registration-journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PASSWORD = 'Journey-Pass-2026!';

// The browser reports each expected 404 (no account yet) as a failed resource.
const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

describe('registration by email', () => {
  it.each([
    ['en' as Locale, 'desktop' as const],
    ['es' as Locale, 'phone' as const],
  ])(
    'in %s at %s width: sign-up, security check, verification link, sign-in, then an application for oneself',
    async (locale, viewport) => {
      const context = await newContext(browser, {
        locale,
        viewport: VIEWPORTS[viewport],
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const errors = watchConsole(page);
      const problems: string[] = [];
      const email = uniqueEmail(`self-${locale}`);
      const person = {
        firstName: 'Avery',
        lastName: `Kim ${locale}`,
        dateOfBirth: bornYearsAgo(19),
        gender: 'female' as const,
      };

      await gotoLive(page, '/register?tier=basic');
      await waitForStep(page, locale, 'registration.createAccount.title');
      problems.push(...(await layoutProblems(page, 'create account')));
      await signUpByEmail(page, locale, email, PASSWORD);

      await waitForStep(page, locale, 'registration.accountInfo.title');
      await page.getByText(email, { exact: false }).first().waitFor();
      problems.push(...(await layoutProblems(page, 'account information')));
      await fillAccountInformation(page, locale, person);
      await saveAccountInformation(page, locale);

      await waitForStep(page, locale, 'registration.checkEmail.title');
      problems.push(...(await layoutProblems(page, 'check your email')));

      // The emailed link, opened as from a mail client, on the site's own action page.
      const code = await latestOobCode(email, 'VERIFY_EMAIL');
      const mail = await context.newPage();
      await gotoLive(mail, actionPagePath(code));
      await mail.getByText(t(locale, 'verifyEmail.successTitle')).waitFor();
      await mail.close();

      await page.getByRole('button', { name: t(locale, 'registration.checkEmail.signIn') }).click();
      await page.waitForURL('**/login?from=verification');
      await signInByEmail(page, locale, email, PASSWORD);
      await page.waitForURL('**/my-account**');

      // My Account will resume the saved registration; the wizard itself starts here too.
      await gotoLive(page, '/register');
      await waitForStep(page, locale, 'registration.membership.title');
      const self = page.getByRole('radio', {
        name: t(locale, 'registration.membership.forMyself'),
      });
      expect(await self.isChecked()).toBe(true);
      const firstName = label(page, locale, 'registration.field.athleteFirstName');
      expect(await firstName.inputValue()).toBe('Avery');
      await page
        .getByText(
          t(locale, 'registration.membership.division').replace(
            '{division}',
            t(locale, 'registration.division.Junior'),
          ),
        )
        .waitFor();
      // The plan chosen on the join page (?tier=basic) is still selected after signing in.
      const selected = page.getByRole('button', { name: t(locale, 'registration.tier.selected') });
      expect(await selected.getAttribute('aria-describedby')).toBe('registration-tier-basic');
      await fillAthleteBackground(page, locale);
      problems.push(...(await layoutProblems(page, 'athlete membership')));
      await page.getByRole('button', { name: t(locale, 'registration.membership.submit') }).click();

      await waitForStep(page, locale, 'registration.review.title');
      problems.push(...(await layoutProblems(page, 'review')));
      await page.getByRole('button', { name: t(locale, 'registration.review.submit') }).click();

      await waitForStep(page, locale, 'registration.submitted.title');
      problems.push(...(await layoutProblems(page, 'submitted')));
      const status = page.getByRole('link', {
        name: t(locale, 'registration.submitted.checkStatus'),
      });
      expect(await status.getAttribute('href')).toBe('/my-account?tab=membership');

      const memberships = await membershipsOf(email, PASSWORD);
      expect(memberships).toHaveLength(1);
      expect(memberships[0]).toMatchObject({
        is_self_registration: true,
        membership_tier: 'basic',
        division: 'Junior',
        parent_name: null,
        status: 'application_received',
        first_name: 'Avery',
      });
      expect(memberships[0].club_id).toBeTruthy();
      expect(problems).toEqual([]);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    },
  );
});
