import type { Browser, Page } from 'playwright-core';

import {
  launchBrowser,
  newContext,
  seriousAxeViolations,
  signIn,
  VIEWPORTS,
  watchConsole,
} from '../support/browser';

// The demo owner of the approved, unpaid club Fox Valley Taekwondo, whose coach membership
// has no member ID yet (scripts/seed/write-demo-data.mjs). The e2e suites share one emulator
// run, so the fee is paid once: the first test looks without paying, the second pays, the
// last two look at the paid club.
const CLUB_OWNER = { email: 'newclub@demo.iltkd.org', password: 'Demo-NewClub-2026!' };
const CLUB_NAME = 'Fox Valley Taekwondo';
const MEMBER_ID = /^IL-\d{4}-\d{6,}$/;
const CLUB_ID = /^ILC-\d{4}-\d{6,}$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const clubCard = (page: Page) => page.locator('.MuiCard-root').filter({ hasText: CLUB_NAME });

/** The text of a definition in the club card's list (Club ID, Coach Member ID). */
const definition = (page: Page, term: string) =>
  clubCard(page).locator(`dt:text-is("${term}") + dd`);

async function openClubs(options: Parameters<typeof newContext>[1]) {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  const errors = watchConsole(page);
  await signIn(page, CLUB_OWNER, '/my-account?tab=clubs');
  await clubCard(page).waitFor();
  return { context, page, errors };
}

describe('the demo club owner pays the club fee on My Account', () => {
  it('shows the approved club with Pay Now and the $297 fee, in Spanish on a phone', async () => {
    const { context, page } = await openClubs({ viewport: VIEWPORTS.phone, locale: 'es' });
    await clubCard(page).getByText('Aprobada').waitFor();
    await clubCard(page).getByText('Pago pendiente').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await clubCard(page).getByRole('button', { name: 'Pagar ahora' }).click();
    const payment = page.getByRole('dialog', { name: 'Completar el pago del club' });
    await payment.getByText('Pago de prueba (solo en el emulador local)').waitFor();
    await payment.getByText(`Registro anual del club: ${CLUB_NAME}`).waitFor();
    await payment.getByRole('button', { name: /^Pagar 297/ }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await payment.getByRole('button', { name: 'Cancelar' }).click();
    await payment.waitFor({ state: 'hidden' });
    await clubCard(page).getByText('Aprobada').waitFor();
    await context.close();
  });

  it('pays $297 with the test card: the club becomes active and paid, the coach membership gets its member ID', async () => {
    const { context, page, errors } = await openClubs({ viewport: VIEWPORTS.desktop });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await definition(page, 'Coach Member ID').textContent()).toBe('—');

    await clubCard(page).getByRole('button', { name: 'Pay Now' }).click();
    const payment = page.getByRole('dialog', { name: 'Complete Club Payment' });
    await payment.getByText('Test payment (local emulator only)').waitFor();
    await payment.getByLabel(/Test card number/).fill('4242 4242 4242 4242');
    await payment.getByRole('button', { name: 'Pay $297' }).click();
    await payment.getByText('Payment Successful!').waitFor();
    await payment.getByText('Your club membership is now active.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await payment.getByRole('button', { name: 'Close' }).click();

    await clubCard(page).getByText('Active', { exact: true }).waitFor();
    await clubCard(page).getByText('Paid', { exact: true }).waitFor();
    expect(await clubCard(page).getByRole('button', { name: 'Pay Now' }).count()).toBe(0);
    expect(await definition(page, 'Club ID').textContent()).toMatch(CLUB_ID);
    const coachId = (await definition(page, 'Coach Member ID').textContent()) ?? '';
    expect(coachId).toMatch(MEMBER_ID);

    await page.getByRole('tab', { name: 'Memberships' }).click();
    const coachRow = page.getByRole('row', { name: /Rosa Alvarez/ });
    await coachRow.getByText(coachId, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['Spanish on a 1280 px screen', VIEWPORTS.desktop, 'es', 'Activa', 'Pagado', 'ID del club'],
    ['English on a 390 px phone', VIEWPORTS.phone, 'en', 'Active', 'Paid', 'Club ID'],
  ] as const)(
    'shows the paid club as active with its IDs, in %s',
    async (_, viewport, locale, active, paid, clubIdTerm) => {
      const { context, page } = await openClubs({ viewport, locale });
      await clubCard(page).getByText(active, { exact: true }).waitFor();
      await clubCard(page).getByText(paid, { exact: true }).waitFor();
      expect(await definition(page, clubIdTerm).textContent()).toMatch(CLUB_ID);
      expect(
        await clubCard(page)
          .getByRole('button', { name: /Pay|Pagar/ })
          .count(),
      ).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
