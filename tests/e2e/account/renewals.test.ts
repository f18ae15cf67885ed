import type { Browser, Page } from 'playwright-core';

import {
  launchBrowser,
  newContext,
  seriousAxeViolations,
  signIn,
  VIEWPORTS,
  watchConsole,
} from '../support/browser';

// The year-two demo sign-ins (scripts/seed/renewal-demo.mjs), dated from today by npm test.
const RENEWING = { email: 'renew@demo.iltkd.org', password: 'Demo-Renew-2026!' };
const LAPSED = { email: 'lapsed@demo.iltkd.org', password: 'Demo-Lapsed-2026!' };
const FAMILY = { email: 'family@demo.iltkd.org', password: 'Demo-Family-2026!' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

/** The year in a "Valid through <date>" (or Spanish "Vigente hasta el <date>") line. */
async function validThroughYear(page: Page, name: string, pattern: RegExp): Promise<number> {
  const line = row(page, name).getByText(pattern).first();
  await line.waitFor();
  const year = /(\d{4})/.exec(await line.innerText())?.[1];
  if (!year) throw new Error(`No year in the validity of ${name}`);
  return Number(year);
}

describe('renewing on My Account', () => {
  it('the member expiring in 20 days renews with the test card and sees Valid through move a year', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signIn(page, RENEWING);
    const before = await validThroughYear(page, 'Nina Petrov', /Valid through/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await row(page, 'Nina Petrov').getByRole('button', { name: 'Renew Nina Petrov' }).click();
    const payment = page.getByRole('dialog', { name: 'Renew Membership' });
    await payment.getByText('Test payment (local emulator only)').waitFor();
    await payment.getByText(/Valid through .* after this payment/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await payment.getByRole('button', { name: 'Pay $167' }).click();
    await payment.getByText(/Your membership is renewed through/).waitFor();
    await payment.getByRole('button', { name: 'Close' }).click();

    await page.waitForFunction(
      (year) =>
        document.body.innerText.includes(`Valid through`) &&
        document.body.innerText.includes(String(year)),
      before + 1,
    );
    expect(await validThroughYear(page, 'Nina Petrov', /Valid through/)).toBe(before + 1);
    await page.getByRole('tab', { name: 'Payments' }).click();
    await page.getByRole('cell', { name: 'Renewal' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the parent renews both children in one payment, in Spanish on a phone', async () => {
    const context = await newContext(browser, { viewport: VIEWPORTS.phone, locale: 'es' });
    const page = await context.newPage();
    await signIn(page, FAMILY);
    const renewAll = page.getByRole('button', { name: /^Renovar todas \(2\) por/ });
    await renewAll.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await renewAll.click();

    const payment = page.getByRole('dialog', { name: 'Pago familiar' });
    await payment.getByText(/Mia Reyes: renovación/).waitFor();
    await payment.getByText(/Diego Reyes: renovación/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await payment.getByRole('button', { name: /^Pagar 414/ }).click();
    await payment.getByText('Las 2 membresías están pagadas.').waitFor();
    await payment.getByRole('button', { name: 'Cerrar' }).click();
    await renewAll.waitFor({ state: 'detached' });
    await context.close();
  });

  it('the lapsed member has no directory, renews, and is let back in on the next visit', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, LAPSED, '/members');
    await page.getByText('Member Access Required').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/my-account');
    await row(page, 'Omar Haddad')
      .getByText(/Expired on/)
      .waitFor();
    await row(page, 'Omar Haddad').getByRole('button', { name: 'Renew Omar Haddad' }).click();
    const payment = page.getByRole('dialog', { name: 'Renew Membership' });
    await payment.getByRole('button', { name: 'Pay $167' }).click();
    await payment.getByText(/Your membership is renewed through/).waitFor();
    await payment.getByRole('button', { name: 'Close' }).click();
    await row(page, 'Omar Haddad')
      .getByText(/Valid through/)
      .waitFor();

    await page.goto('/members');
    await page.locator('#members').getByRole('heading', { level: 3 }).first().waitFor({
      timeout: 5_000,
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
