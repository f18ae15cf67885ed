import type { Browser, Page } from 'playwright-core';

import {
  DEMO,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  signIn,
  VIEWPORTS,
  watchConsole,
} from '../support/browser';

// The demo applicant's approved referee membership (scripts/seed/write-demo-data.mjs).
const APPLICANT = { email: 'applicant@demo.iltkd.org', password: 'Demo-Applicant-2026!' };
const DECLINED_CARD = '4000 0000 0000 0002';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const aishaRow = (page: Page) => page.getByRole('row', { name: /Aisha Khan/ });

// Declined first: the same emulator run then pays the membership for real.
describe('paying a membership on My Account', () => {
  it('shows the decline of a refused card and leaves the membership approved and unpaid', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, APPLICANT);
    await aishaRow(page).getByText('Approved').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await aishaRow(page).getByRole('button', { name: 'Edit membership of Aisha Khan' }).click();
    const details = page.getByRole('dialog', { name: /Edit Membership/ });
    await details.getByRole('tab', { name: 'Payment Pending' }).click();
    await details.getByRole('button', { name: 'Pay Now' }).click();

    const payment = page.getByRole('dialog', { name: 'Membership Payment' });
    await payment.getByText('Test payment (local emulator only)').waitFor();
    await payment.getByLabel(/Test card number/).fill(DECLINED_CARD);
    await payment.getByRole('button', { name: 'Pay $167' }).click();
    await payment.getByText('Payment failed').waitFor();
    await payment.getByText('Your card was declined.').waitFor();
    await payment.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: /Edit Membership/ })
      .getByRole('button', { name: 'Close' })
      .click();

    await page.reload();
    await aishaRow(page).getByText('Approved').waitFor();
    expect(await aishaRow(page).getByText('Pending', { exact: true }).count()).toBe(1);
    await context.close();
  });

  it('pays by the approval link with the test card, then shows the member ID, the payment and the directory', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signIn(page, APPLICANT, '/my-account?membership_id=m-aisha&payment=pending');

    const payment = page.getByRole('dialog', { name: 'Membership Payment' });
    await payment.getByText('Your application has been approved!').waitFor();
    expect(await payment.getByLabel(/Test card number/).inputValue()).toBe('4242 4242 4242 4242');
    await payment.getByRole('button', { name: 'Pay $167' }).click();
    await payment.getByText('Payment Successful!').waitFor();
    await payment.getByRole('button', { name: 'Close' }).click();

    await aishaRow(page).getByText('Active').waitFor();
    expect(
      await aishaRow(page)
        .getByText(/^[A-Z]+-\d{4}-\d+$/)
        .count(),
    ).toBe(1);

    await page.getByRole('tab', { name: 'Payments' }).click();
    const history = page.getByRole('row', { name: /Aisha Khan/ });
    await history.getByText('Completed').waitFor();
    await history.getByText('$167', { exact: true }).waitFor();

    // The payment wrote the member's standing before it answered: the directory opens on
    // the next page, with no token refresh to wait for.
    await page.goto('/members');
    await page
      .locator('#members')
      .getByRole('heading', { level: 3 })
      .first()
      .waitFor({ timeout: 5_000 });
    expect(await page.getByText('Member Access Required').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('My Account on a phone, in Spanish', () => {
  it('shows the sections as an accordion with the member ID and the status badge', async () => {
    const context = await newContext(browser, { viewport: VIEWPORTS.phone, locale: 'es' });
    const page = await context.newPage();
    await signIn(page, DEMO.member);
    await page.getByRole('button', { name: 'Membresías' }).waitFor();
    const card = page.locator('.MuiCard-root').filter({ hasText: 'Maria Santos' });
    await card.getByText(/^[A-Z]+-\d{4}-\d+$/).waitFor();
    await card.getByText('Activa').waitFor();
    await page.getByRole('button', { name: 'Cuenta', exact: true }).click();
    await page.getByRole('heading', { name: 'Información de la cuenta' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
