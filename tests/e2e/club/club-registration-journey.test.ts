import type { Browser } from 'playwright-core';

import { signInWhenReady } from '../admin/sign-in-when-ready';
import { launchBrowser, newContext, watchConsole } from '../support/browser';

// A complete demo account with no club yet (scripts/seed/write-demo-data.mjs).
const PARENT = { email: 'parent@demo.iltkd.org', password: 'Demo-Parent-2026!' };
const PENDING_INVITE = 'PRAIRIESTATEDEMOINVITE2026';
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('registering a club through its invitation', () => {
  it('walks the 3 steps with a logo and lands on the clubs tab of My Account', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signInWhenReady(page, PARENT);
    await page.goto(`/register-club?invite_code=${PENDING_INVITE}`);
    await page.getByRole('heading', { name: 'Prairie State Taekwondo' }).waitFor();
    await page.getByRole('button', { name: 'Verify Security' }).click();
    await page.getByRole('checkbox', { name: 'I am not a robot' }).check();

    await page.getByText('Signed in as parent@demo.iltkd.org.').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('parent@demo.iltkd.org', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();

    expect(await page.locator('#club-club_info-club_name').inputValue()).toBe(
      'Prairie State Taekwondo',
    );
    await page
      .locator('#club-club_info-club_address')
      .fill('200 Prairie Ave, Springfield, IL 62701');
    await page.locator('#club-club_info-club_email').fill('owner@prairie-state.test');
    await page.locator('#club-club_info-club_phone').fill('217-555-0150');
    await page.getByTestId('club-logo-input').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: ONE_PIXEL_PNG,
    });
    await page.getByRole('img', { name: 'Club logo preview' }).waitFor();
    await page.locator('#club-owner_info-phone').fill('630-555-0122');
    await page.locator('#club-owner_info-belt_rank').selectOption('4th_dan_black_belt');
    await page.locator('#club-owner_info-t_shirt_size').selectOption('AL');
    await page.locator('#club-owner_info-uniform_size').selectOption('5');
    await page.getByRole('button', { name: 'Submit Club Registration' }).click();
    await page.waitForURL('**/my-account?tab=clubs');
    expect(errors).toEqual([]);
    await context.close();
  });
});
