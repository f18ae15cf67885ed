import { readFile } from 'node:fs/promises';

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
import { message } from '../support/catalogue';
import { emulatorFirestore, seedHousehold, type SeededHousehold } from '../support/emulator-admin';

// An administrator announces a seminar for Cadets with a $30 fee (English, 1280 px); a parent
// enters the eligible child, is told why the other may not enter, pays and finds the entry on
// My Account (Spanish, 390 px); the administrator's roster and its CSV then show that child.

type SeededChild = SeededHousehold['children'][number];

let browser: Browser;
let household: SeededHousehold;
const seminar = `Poomsae Seminar ${Math.floor(Math.random() * 1e6)}`;
const seminarEs = `Seminario de Poomsae ${seminar.split(' ').pop()}`;

/** A date some weeks ahead, as the date input takes it (YYYY-MM-DD). */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  browser = await launchBrowser();
  household = await seedHousehold('event-parent', [
    { firstName: 'Lucia', division: 'Cadet', beltRank: 'blue', dateOfBirth: '2013-06-01' },
    { firstName: 'Mateo', division: 'Junior', beltRank: 'green', dateOfBirth: '2010-04-01' },
  ]);
});
afterAll(async () => {
  await browser.close();
});

async function openEventsTab(page: Page) {
  await page.goto('/admin?tab=events');
  await page.getByRole('tab', { name: 'Events', selected: true }).waitFor();
}

describe('an event from its announcement to its roster', () => {
  it('lets an administrator create and publish a Cadet seminar with a $30 fee (English, 1280 px)', async () => {
    const context = await newContext(browser, { viewport: VIEWPORTS.desktop, locale: 'en' });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signIn(page, DEMO.admin);
    await openEventsTab(page);

    await page.getByRole('button', { name: 'New Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Event' });
    await dialog.getByLabel('Title (English)').fill(seminar);
    await dialog.getByLabel('Title (Spanish)').fill(seminarEs);
    await dialog.getByLabel('Description (English)').fill('Forms for Cadet athletes.');
    await dialog.getByLabel('Description (Spanish)').fill('Formas para atletas cadetes.');
    await dialog.getByLabel(/^Date/).fill(daysAhead(45));
    await dialog.getByLabel('Start time').fill('10:00');
    await dialog.getByLabel('End time').fill('13:00');
    await dialog.getByLabel('Location').fill('Evanston Martial Arts, Evanston, IL');
    await dialog.getByRole('combobox', { name: /^Type/ }).selectOption({ label: 'Seminar' });

    await dialog.getByLabel('Members enter this event on the site').check();
    await dialog.getByLabel('Places').fill('20');
    await dialog.getByLabel('Champion members ($)').fill('30');
    await dialog.getByLabel('Basic members ($)').fill('30');
    await dialog
      .getByRole('group', { name: /Divisions admitted/ })
      .getByLabel('Cadet')
      .check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save Event' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('row', { name: new RegExp(seminar) });
    await row.getByText('Draft').waitFor();
    await row.getByRole('button', { name: `Publish: ${seminar}` }).click();
    await row.getByText('Published').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a parent enter the Cadet child, says why the Junior may not, and takes the fee (Spanish, 390 px)', async () => {
    const context = await newContext(browser, { viewport: VIEWPORTS.phone, locale: 'es' });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signIn(page, household, '/upcoming-events');
    const card = page.getByRole('article').filter({ hasText: seminarEs });
    // The seminar's calendar file, in the reader's language, from the calendarFeed function.
    const [calendarFile] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: message('es', 'events.addToCalendar') }).click(),
    ]);
    const ics = await readFile((await calendarFile.path()) as string, 'utf8');
    expect(ics).toContain(`SUMMARY:${seminarEs}`);
    expect(ics).toMatch(/DTSTART;TZID=America\/Chicago:\d{8}T100000/);
    await card.getByRole('button', { name: message('es', 'entry.register') }).click();

    const dialog = page.getByRole('dialog', {
      name: message('es', 'entry.dialogTitle', { event: seminarEs }),
    });
    const [lucia, mateo] = household.children as [SeededChild, SeededChild];
    const luciaOption = dialog.getByRole('radio', { name: new RegExp(`Lucia ${lucia.lastName}`) });
    const mateoOption = dialog.getByRole('radio', { name: new RegExp(`Mateo ${mateo.lastName}`) });
    await luciaOption.waitFor();
    await dialog
      .getByText(
        message('es', 'entry.reason.division_only', {
          divisions: message('es', 'entry.division.Cadet'),
        }),
      )
      .waitFor();
    expect(await mateoOption.isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await luciaOption.check();
    await dialog.getByRole('button', { name: message('es', 'entry.submit') }).click();

    const payment = page.getByRole('dialog', { name: message('es', 'payments.eventEntryTitle') });
    await payment.getByLabel(message('es', 'payments.test.cardNumber')).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await payment.getByRole('button', { name: /^Pagar 30/ }).click();
    await payment.getByText(message('es', 'payments.successEventEntry')).waitFor();
    await payment.getByRole('button', { name: message('es', 'payments.done') }).click();

    await page.goto('/my-account');
    // At 390 px My Account's sections are an accordion.
    await page
      .getByRole('button', { name: message('es', 'myAccount.tabs.events'), exact: true })
      .click();
    const entry = page.getByRole('listitem').filter({ hasText: seminarEs });
    await entry.getByText(message('es', 'entry.status.entered'), { exact: true }).waitFor();
    await entry.getByText(new RegExp(`Lucia ${lucia.lastName}`)).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    const stored = await emulatorFirestore()
      .collection('eventEntries')
      .where('membershipId', '==', lucia.membershipId)
      .get();
    expect(stored.docs.map((doc) => [doc.get('status'), doc.get('paymentStatus')])).toEqual([
      ['entered', 'paid'],
    ]);
    await context.close();
  });

  it("shows the administrator the paid Cadet on the seminar's roster, and the CSV says the same (English, 1280 px)", async () => {
    const context = await newContext(browser, { viewport: VIEWPORTS.desktop, locale: 'en' });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signIn(page, DEMO.admin);
    await openEventsTab(page);
    const row = page.getByRole('row', { name: new RegExp(seminar) });
    await row.getByText('1 entered of 20').waitFor();
    await row.getByRole('button', { name: 'Roster' }).click();

    const roster = page.getByRole('dialog', { name: `Roster: ${seminar}` });
    const [lucia] = household.children as [SeededChild];
    const entry = roster.getByRole('row', { name: new RegExp(`${lucia.lastName}`) });
    await entry.waitFor();
    const cells = await entry.getByRole('cell').allInnerTexts();
    expect(await entry.getByRole('rowheader').innerText()).toMatch(`${lucia.lastName}, Lucia`);
    expect(cells).toEqual(expect.arrayContaining(['Cadet', 'Blue', 'Entered', 'Paid', '$30']));
    expect(await roster.getByRole('row').count()).toBe(2);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      roster.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = (await readFile((await download.path()) as string, 'utf8')).trim().split(/\r?\n/);
    expect(csv[0]).toBe('Name,Member ID,Club,Division,Belt,Role,Status,Paid,Fee');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`"${lucia.lastName}, Lucia"`);
    expect(csv[1]).toMatch(/,Cadet,Blue,Athlete,Entered,Paid,30\.00$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
