import type { Browser } from 'playwright-core';

import { DEMO, launchBrowser, newContext, signIn, watchConsole } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('member directory', () => {
  it('asks a visitor to become an active member and reads nothing', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/members');
    await page.getByText('Member Access Required').waitFor();
    expect(await page.getByRole('link', { name: /Sign In/i }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('shows an active member the clubs, a paged member list, referees and coaches', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signIn(page, DEMO.member, '/we-are-it#members');
    const members = page.locator('#members');
    await members.getByRole('heading', { name: 'Ava Williams', level: 3 }).waitFor();
    expect(await members.getByRole('heading', { level: 3 }).count()).toBe(5);
    const names = () => members.getByRole('heading', { level: 3 }).allTextContents();
    const firstPage = await names();
    await members.getByRole('button', { name: /Next/ }).click();
    // The second page starts after the first one's last name, and repeats none of it. It
    // shows placeholders until it arrives (the live listener attaches at the first page turn).
    await page.waitForFunction((first) => {
      const heading = document.querySelector('#members h3')?.textContent;
      return heading !== undefined && heading !== first;
    }, firstPage[0]);
    const secondPage = await names();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    expect([...firstPage, ...secondPage]).toEqual(
      [...firstPage, ...secondPage].sort((a, b) => a.localeCompare(b)),
    );
    await members.getByRole('button', { name: /Previous/ }).click();
    await members.getByRole('heading', { name: 'Ava Williams', level: 3 }).waitFor();
    // Other suites sharing the emulator may list entries of the same name: one is enough.
    await page
      .locator('#clubs')
      .getByRole('heading', { name: 'Lakeshore Taekwondo' })
      .first()
      .waitFor();
    await page
      .locator('#referees')
      .getByRole('heading', { name: 'Grace Müller' })
      .first()
      .waitFor();
    await page.locator('#coaches').getByRole('heading', { name: 'Daniel Kim' }).first().waitFor();
    // The projection carries no private data.
    expect(await page.getByText('2004-06-09').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
