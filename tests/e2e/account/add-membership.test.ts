import type { Browser } from 'playwright-core';

import enAccount from '../../../web/src/i18n/en/account.json';
import esAccount from '../../../web/src/i18n/es/account.json';
import {
  bornYearsAgo,
  fillAthleteBackground,
  fillAthleteName,
  label,
  layoutProblems,
  t,
  type Locale,
} from '../registration/registration-journey';
import { launchBrowser, newContext, signIn, VIEWPORTS, watchConsole } from '../support/browser';

// The demo owner of Fox Valley Taekwondo (scripts/seed/write-demo-data.mjs) adds a child's
// membership from My Account. Each run adds a differently named child, so the two tests and
// the club-fee journey (which looks at her own coach membership) do not meet.
const OWNER = { email: 'newclub@demo.iltkd.org', password: 'Demo-NewClub-2026!' };
const ACCOUNT: Record<Locale, Record<string, string>> = { en: enAccount, es: esAccount };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("'Add New Membership' on My Account", () => {
  it.each([
    ['en' as Locale, 'desktop' as const, 'Lucia'],
    ['es' as Locale, 'phone' as const, 'Mateo'],
  ])(
    'in %s at %s width: the wizard opens at the membership step in a dialog, and the new membership joins the list',
    async (locale, viewport, firstName) => {
      const context = await newContext(browser, {
        locale,
        viewport: VIEWPORTS[viewport],
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const errors = watchConsole(page);
      const problems: string[] = [];
      await signIn(page, OWNER, '/my-account?tab=memberships');

      const add = ACCOUNT[locale]['myAccount.memberships.add'];
      await page.getByRole('button', { name: add }).click();
      const dialog = page.getByRole('dialog', { name: add });
      await dialog
        .getByRole('heading', { level: 2, name: t(locale, 'registration.membership.title') })
        .waitFor();
      // Full screen on a phone, a centred dialog on a large screen (the dialog is MUI's paper).
      const box = await dialog.boundingBox();
      if (viewport === 'phone') expect(box?.width).toBe(VIEWPORTS.phone.width);
      else expect(box?.width).toBeLessThan(VIEWPORTS.desktop.width - 100);
      expect(page.url()).toMatch(/\/my-account\?tab=memberships$/);

      await dialog
        .getByRole('radio', { name: t(locale, 'registration.membership.forSomeoneElse') })
        .check();
      await label(page, locale, 'registration.field.relationship').selectOption('parent');
      await fillAthleteName(page, locale, {
        firstName,
        lastName: 'Alvarez',
        dateOfBirth: bornYearsAgo(10),
        gender: 'other',
      });
      await fillAthleteBackground(page, locale);
      problems.push(...(await layoutProblems(page, 'membership step in the dialog')));
      await dialog
        .getByRole('button', { name: t(locale, 'registration.membership.submit') })
        .click();

      await dialog
        .getByRole('heading', { level: 2, name: t(locale, 'registration.review.title') })
        .waitFor();
      await dialog.getByRole('button', { name: t(locale, 'registration.review.submit') }).click();
      await dialog
        .getByRole('heading', { level: 2, name: t(locale, 'registration.submitted.title') })
        .waitFor();
      problems.push(...(await layoutProblems(page, 'submitted in the dialog')));
      await dialog
        .getByRole('button', { name: t(locale, 'registration.submitted.complete') })
        .click();
      await dialog.waitFor({ state: 'hidden' });

      // Back on the tab, which lists the new application live.
      expect(page.url()).toMatch(/\/my-account\?tab=memberships$/);
      const applied = ACCOUNT[locale]['memberships.status.application_received'];
      const entry =
        viewport === 'phone'
          ? page.locator('.MuiCard-root').filter({ hasText: `${firstName} Alvarez` })
          : page.getByRole('row', { name: new RegExp(`${firstName} Alvarez`) });
      await entry.getByText(applied).waitFor();
      expect(problems).toEqual([]);
      expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
      await context.close();
    },
  );
});
