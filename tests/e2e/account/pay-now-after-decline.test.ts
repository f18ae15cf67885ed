import type { Browser } from 'playwright-core';

import {
  launchBrowser,
  newContext,
  seriousAxeViolations,
  signIn,
  VIEWPORTS,
  watchConsole,
} from '../support/browser';
import { message, messagePattern, type Locale } from '../support/catalogue';
import { emulatorFirestore, seedMember } from '../support/emulator-admin';

const DECLINED_CARD = '4000 0000 0000 0002';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

// Issue 19 #20 and #3: Pay Now sits on the membership's own row or card, and a declined card
// leaves it there to try again.
describe('Pay Now on an approved membership, after a declined card', () => {
  it.each([
    ['en' as Locale, 'desktop' as const],
    ['en' as Locale, 'phone' as const],
    ['es' as Locale, 'desktop' as const],
    ['es' as Locale, 'phone' as const],
  ])('in %s at %s width', async (locale, viewport) => {
    const context = await newContext(browser, { locale, viewport: VIEWPORTS[viewport] });
    const page = await context.newPage();
    const errors = watchConsole(page);
    // A member of its own, approved and unpaid: other journeys pay the demo applicant.
    const member = await seedMember(`paynow-${locale}-${viewport}`, 'approved');
    const record = await emulatorFirestore().doc(`memberships/${member.membershipId}`).get();
    const name = `${String(record.get('firstName'))} ${String(record.get('lastName'))}`;
    await signIn(page, member);

    const payNow = page.getByRole('button', {
      name: messagePattern(locale, 'myAccount.payNowFor', { name }),
    });
    await payNow.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await payNow.click();

    const payment = page.getByRole('dialog', {
      name: messagePattern(locale, 'payments.membershipTitle'),
    });
    await payment
      .getByLabel(new RegExp(message(locale, 'payments.test.cardNumber')))
      .fill(DECLINED_CARD);
    await payment
      .getByRole('button', { name: new RegExp(`^${message(locale, 'payments.pay')} `) })
      .click();
    await payment.getByText(message(locale, 'payments.failed'), { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await payment.getByRole('button', { name: message(locale, 'payments.cancel') }).click();
    await payment.waitFor({ state: 'hidden' });

    // Still there to try again, on this page and after a reload.
    await payNow.waitFor();
    await page.reload();
    await payNow.waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
