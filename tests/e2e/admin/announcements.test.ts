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
import { emulatorFirestore, seedMember } from '../support/emulator-admin';

// Issue 34: an administrator writes, previews, tests and sends an announcement in English at
// 1280 px to one club's members; a Spanish-reading member at 390 px unsubscribes from the link
// in their mail document and is left out of the next announcement. Axe on every page.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** An active, paid club of its own, so that its audience is exactly the members seeded here. */
async function seedClub(name: string): Promise<string> {
  const club = emulatorFirestore().collection('clubs').doc();
  const now = new Date();
  await club.set({
    id: club.id,
    ownerUid: `announcements-owner-${club.id}`,
    memberId: null,
    defaultCoachMemberId: null,
    status: 'active',
    paymentStatus: 'paid',
    activatedAt: now,
    expiresAt: new Date(now.getTime() + YEAR_MS),
    clubInfo: {
      clubName: name,
      clubOwnerName: 'Master Announce',
      clubAddress: '1 Lake St, Chicago, IL',
      clubEmail: 'club@example.org',
      clubLogo: null,
    },
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  });
  return club.id;
}

/** An active member of the club whose account reads in the given language. */
async function seedClubMember(prefix: string, clubId: string, language: 'en' | 'es') {
  const member = await seedMember(prefix, 'active');
  const db = emulatorFirestore();
  await db.doc(`memberships/${member.membershipId}`).update({ clubId });
  await db.doc(`accounts/${member.uid}`).update({ preferredLanguage: language });
  return member;
}

/** The announcement mail queued for an address, once the dispatcher has written it. */
async function mailTo(email: string, subject: string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const found = await emulatorFirestore().collection('mail').where('to', '==', email).get();
    const mail = found.docs
      .map((doc) => doc.data() as { message: { subject: string; text: string; headers?: object } })
      .find((data) => data.message.subject === subject);
    if (mail) return mail.message;
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function expectNoAxeViolations(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Opens a new Events announcement to the club's members and waits for the count of who receives it. */
async function newAnnouncementTo(page: Page, clubName: string, recipients: RegExp) {
  await page.getByRole('button', { name: 'New announcement' }).click();
  await page.getByRole('dialog', { name: 'New announcement' }).waitFor();
  // The editor keeps its place as its title changes: new, draft, then the sent subject.
  const editor = page.locator('[role="dialog"][aria-labelledby="announcement-editor-title"]');
  await editor.getByRole('combobox', { name: /^Kind/ }).selectOption({ label: 'Events' });
  await editor.getByRole('combobox', { name: 'Club' }).selectOption({ label: clubName });
  await editor.getByTestId('audience-count').getByText(recipients).waitFor();
  return editor;
}

describe('announcements', () => {
  it('an administrator writes, previews, tests and sends; a Spanish member unsubscribes from the mail and is left out of the next', async () => {
    const stamp = Date.now() % 1_000_000;
    const clubName = `Announce Club ${stamp}`;
    const clubId = await seedClub(clubName);
    const english = await seedClubMember('announce-en', clubId, 'en');
    const spanish = await seedClubMember('announce-es', clubId, 'es');
    const subjectEn = `Referee clinic ${stamp}`;
    const subjectEs = `Clínica de árbitros ${stamp}`;

    // The administrator, English, 1280 px.
    const adminContext = await newContext(browser, { viewport: VIEWPORTS.desktop });
    const admin = await adminContext.newPage();
    const adminErrors = watchConsole(admin);
    await signIn(admin, DEMO.admin, '/admin?tab=announcements');
    await admin.getByRole('tab', { name: 'Announcements', selected: true }).waitFor();
    await admin.getByRole('button', { name: 'New announcement' }).waitFor();
    await expectNoAxeViolations(admin);

    const editor = await newAnnouncementTo(admin, clubName, /^2 members will receive it\.$/);
    await editor.getByRole('textbox', { name: /^Subject \(English\)/ }).fill(subjectEn);
    await editor
      .getByRole('textbox', { name: /^Message \(English\)/ })
      .fill('Saturday at 9:00.\n\n- Bring your licence\n- Register at https://example.org/clinic');
    // English only so far: the editor warns, and the Spanish preview falls back to English.
    await editor.getByText(/members who read Spanish will receive the English text/).waitFor();
    const preview = editor.getByRole('region', { name: 'Preview' });
    await preview.getByRole('button', { name: 'Spanish' }).click();
    await preview.getByText('Spanish readers will get the English text below.').waitFor();

    await editor.getByRole('textbox', { name: 'Subject (Spanish)' }).fill(subjectEs);
    await editor
      .getByRole('textbox', { name: 'Message (Spanish)' })
      .fill('Sábado a las 9:00.\n\n- Traiga su licencia');
    await editor.getByText(/members who read Spanish/).waitFor({ state: 'detached' });
    await preview.getByText(subjectEs).waitFor();
    expect(await preview.getByRole('listitem').count()).toBe(1);
    await preview.getByRole('button', { name: 'English' }).click();
    await preview.getByRole('link', { name: 'https://example.org/clinic' }).waitFor();
    await expectNoAxeViolations(admin);

    await editor.getByRole('button', { name: 'Save draft' }).click();
    await editor.getByText('Draft saved.').waitFor();
    await editor.getByRole('button', { name: 'Send a test to me' }).click();
    await editor.getByText(`A test in both languages was sent to ${DEMO.admin.email}.`).waitFor();
    await mailTo(DEMO.admin.email, `[Test] ${subjectEn}`);

    await editor.getByRole('button', { name: 'Send...' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Send this announcement?' });
    await confirm
      .getByText(`"${subjectEn}" will be emailed to 2 members`, { exact: false })
      .waitFor();
    await expectNoAxeViolations(admin);
    await confirm.getByRole('button', { name: 'Send now' }).click();
    await confirm.waitFor({ state: 'detached' });
    await editor
      .getByText('This announcement has been sent and can no longer be edited.')
      .waitFor();
    expect(await editor.getByRole('textbox').count()).toBe(0);
    await editor.getByRole('button', { name: 'Close' }).click();
    await editor.waitFor({ state: 'detached' });
    const row = admin.getByRole('listitem').filter({ hasText: subjectEn });
    await row.getByText(/^(Sending|Sent)$/).waitFor();
    await row.getByText(/by admin@demo\.iltkd\.org · 2 recipients/).waitFor();

    // Each member gets their own mail in their language, with the one-click headers.
    const englishMail = await mailTo(english.email, subjectEn);
    expect(englishMail.text).toContain('Saturday at 9:00.');
    const spanishMail = await mailTo(spanish.email, subjectEs);
    expect(spanishMail.text).toContain('Sábado a las 9:00.');
    expect(spanishMail.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const link = /https?:\/\/\S+\/unsubscribe\?token=(\S+)/.exec(spanishMail.text);
    expect(link).not.toBeNull();

    // The Spanish member, 390 px, opens the link without signing in and unsubscribes.
    const memberContext = await newContext(browser, { viewport: VIEWPORTS.phone, locale: 'es' });
    const member = await memberContext.newPage();
    const memberErrors = watchConsole(member);
    await member.goto(`/unsubscribe?token=${link?.[1] ?? ''}`);
    const unsubscribe = member.getByRole('button', {
      name: message('es', 'unsubscribe.page.unsubscribe'),
    });
    await unsubscribe.waitFor();
    await member.getByText(/¿Dejar de enviar anuncios de «Eventos» a /).waitFor();
    await expectNoAxeViolations(member);
    expect(await pageScrollsSideways(member)).toBe(false);
    await unsubscribe.click();
    await member.getByText(/^Listo: ya no se enviarán anuncios de «Eventos»/).waitFor();
    await expectNoAxeViolations(member);
    expect(memberErrors).toEqual([]);
    await memberContext.close();

    // The next announcement of that kind to the club leaves the Spanish member out.
    const next = await newAnnouncementTo(admin, clubName, /^1 member will receive it\.$/);
    await next
      .getByTestId('audience-count')
      .getByText(/Left out: 1 unsubscribed, 0 without a verified email address\./)
      .waitFor();
    await expectNoAxeViolations(admin);
    expect(adminErrors).toEqual([]);
    await adminContext.close();
  });
});
