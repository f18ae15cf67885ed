import { readFile } from 'node:fs/promises';

import type { Browser, Page } from 'playwright-core';

import {
  DEMO,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  signIn,
  stylesGeneratedInBrowser,
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

async function adminPage(options: Parameters<typeof newContext>[1] = {}) {
  const context = await newContext(browser, options);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await signIn(page, DEMO.admin);
  return { context, page };
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('the admin console', () => {
  it('pages, filters, edits, deletes and restores a membership, each change in its history', async () => {
    const { context, page } = await adminPage();
    const errors = watchConsole(page);
    await page.goto('/admin?tab=memberships');
    await page.getByRole('tab', { name: 'All Memberships', selected: true }).waitFor();
    await page.getByText(/^Showing 1 to 10 of \d+ results$/).waitFor();
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // At 1280 px the table fits its box: nothing to scroll sideways to reach the status.
    const fits = await page
      .getByRole('table')
      .evaluate((table) =>
        table.parentElement
          ? table.parentElement.scrollWidth <= table.parentElement.clientWidth
          : false,
      );
    expect(fits).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Showing 11 to \d+ of \d+ results$/).waitFor();

    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('IN REVIEW');
    const leo = page.getByRole('row', { name: /Leo Novak/ });
    await leo.waitFor();
    // The filter starts again from the first page (other suites sharing the emulator may add
    // memberships in review: Leo is one of them).
    await page.getByText(/^Showing 11 to/).waitFor({ state: 'detached' });

    await leo.getByRole('button', { name: 'Edit Leo Novak' }).click();
    const dialog = page.getByRole('dialog', { name: /Edit Membership/ });
    await dialog.getByLabel('Current School').fill('Lakeshore Taekwondo');
    // An address of the membership's own.
    const ownAddress = dialog.getByRole('switch', { name: "Use the account's address" });
    if (await ownAddress.isChecked()) await ownAddress.uncheck();
    const street = `${Date.now() % 10000} Admin Way`;
    await dialog.getByLabel(/^Street number and name/).fill(street);
    await dialog.getByLabel(/^City/).fill('Peoria');
    await dialog.getByRole('combobox', { name: /^State/ }).click();
    await page.getByRole('option', { name: 'Illinois' }).click();
    await dialog.getByLabel(/^ZIP or postal code/).fill('61602');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await leo.getByRole('button', { name: 'Edit Leo Novak' }).click();
    expect(await dialog.getByLabel(/^Street number and name/).inputValue()).toBe(street);
    // The history names the administrator, not a uid.
    await dialog
      .getByText(/^update by Alex Admin$/)
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await leo.getByRole('button', { name: 'Delete Leo Novak' }).click();
    const confirm = page.getByRole('dialog', { name: 'Move to trash?' });
    await confirm.getByText(/will be moved to the trash/).waitFor();
    await confirm.getByRole('button', { name: 'Move to Trash' }).click();
    // The page behind a closing dialog is hidden from the accessibility tree until it is gone.
    await confirm.waitFor({ state: 'detached' });
    // Other suites' applications may still be in review, so the list need not be empty.
    await leo.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Trash', exact: true }).click();
    await page.getByRole('button', { name: 'Restore Leo Novak' }).click();
    await page.getByRole('button', { name: 'Back to list' }).click();
    await page.getByRole('row', { name: /Leo Novak/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('invites a club, finds it by search, copies its link and exports what the table shows', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin?tab=club-memberships');
    const clubName = `E2E Dojang ${Date.now()}`;
    await page.getByRole('button', { name: 'Invite a New Club' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a New Club' });
    const send = invite.getByRole('button', { name: 'Send Invitation' });
    expect(await send.isDisabled()).toBe(true);
    await invite.getByLabel('Club Name').fill(`  ${clubName}  `);
    await invite.getByLabel('Club Email').fill(' owner@e2e-dojang.test ');
    await send.click();
    await page.getByText('Invitation created').waitFor();
    await page.getByText(/\/register-club\?invite_code=[A-Za-z0-9_-]{20,}/).waitFor();
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await page.getByText('Invite link copied to clipboard!').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/register-club\?invite_code=/);

    await page.getByRole('searchbox').fill(clubName.toLowerCase());
    const row = page.getByRole('row', { name: new RegExp(clubName) });
    await row.waitFor();
    await row.getByText('INVITED').or(row.getByRole('combobox')).first().waitFor();
    // Once the search applies, one row and one page: no paging line.
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    expect(await page.getByText(/^Showing \d+ to/).count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path()) as string, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(clubName);
    await context.close();
  });

  it('fits a phone in Spanish without scrolling the page sideways', async () => {
    const { context, page } = await adminPage({ viewport: VIEWPORTS.phone, locale: 'es' });
    await page.goto('/admin?tab=referees');
    await page.getByRole('heading', { name: 'Todos los árbitros' }).waitFor();
    await page.getByRole('row', { name: /Grace Müller/ }).waitFor();
    expect(await pageScrollsSideways(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // All Clubs and its invitation dialog.
    await page.goto('/admin?tab=club-memberships');
    await page.getByRole('heading', { name: 'Todos los clubes' }).waitFor();
    // Newest first: other suites' clubs may fill the first page, so any club row will do.
    await page.getByRole('row').nth(1).waitFor();
    expect(await pageScrollsSideways(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Invitar a un nuevo club' }).click();
    await page.getByRole('dialog', { name: 'Invitar a un nuevo club' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('paints its tabs and tables with the styles its page arrived with', async () => {
    const { context, page } = await adminPage({ viewport: VIEWPORTS.phone });
    for (const tab of ['accounts', 'club-memberships', 'memberships', 'referees']) {
      await page.goto(`/admin?tab=${tab}`);
      await page.getByRole('row').nth(1).waitFor();
      // Each emotion class of the tab bar, the toolbar, the table's head and first row's
      // cells that the browser had to generate itself (none: the prerendered HTML lists
      // them all). What is inside a cell depends on the data (chips of other colours...).
      const generated = await stylesGeneratedInBrowser(
        page,
        '[role="tablist"] *, [role="tabpanel"] h2 ~ * *:not(tbody *), [role="tabpanel"] tbody tr:first-child > td',
      );
      expect({ tab, generated }).toEqual({ tab, generated: [] });
    }
    await context.close();
  });

  it('opens a tab beyond the edge of a phone in view, without animating the tab bar', async () => {
    // A fractional device pixel ratio, as on many phones, where the browser rounds scroll offsets.
    const { context, page } = await adminPage({
      viewport: VIEWPORTS.phone,
      deviceScaleFactor: 1.75,
    });
    await page.addInitScript(() => {
      const scrollLeft = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollLeft');
      const writes: number[] = [];
      Object.assign(window, { tabBarScrollWrites: writes });
      Object.defineProperty(Element.prototype, 'scrollLeft', {
        get(this: Element) {
          return scrollLeft?.get?.call(this) as number;
        },
        set(this: Element, value: number) {
          if (this.classList.contains('MuiTabs-scroller')) writes.push(value);
          scrollLeft?.set?.call(this, value);
        },
      });
    });
    await page.goto('/admin?tab=memberships');
    await page.getByRole('row').nth(1).waitFor();
    // Longer than the bar's 300 ms scroll animation, had it started.
    await page.waitForTimeout(600);
    const writes = await page.evaluate(
      () => (window as unknown as { tabBarScrollWrites: number[] }).tabBarScrollWrites,
    );
    // Scrolled into view a few times as the bar settles, not once per frame for 300 ms.
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.length).toBeLessThan(6);
    // The open tab lies within the part of the bar that shows (between the scroll buttons).
    const inView = await page.getByRole('tab', { name: 'All Memberships' }).evaluate((tab) => {
      const shown = tab.closest('.MuiTabs-scroller')?.getBoundingClientRect();
      const { left, right } = tab.getBoundingClientRect();
      return shown !== undefined && left >= shown.left - 1 && right <= shown.right + 1;
    });
    expect(inView).toBe(true);
    await context.close();
  });

  it('sends a member who is not an administrator to My Account', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, DEMO.member, '/admin');
    await page.waitForURL('**/my-account');
    await context.close();
  });
});
