import type { Browser, Page } from 'playwright-core';

import {
  DEMO,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  signIn,
  SITE_URL,
  VIEWPORTS,
  watchConsole,
} from '../support/browser';
import { asAdmin, emulatorFirestore, seedMember } from '../support/emulator-admin';

// Issue 33: a member's card is shown in My Account; an administrator who opened /verify once
// online verifies it with the network cut; after a suspension the list refreshes and the same
// card is refused as revoked. English at 1280 px, Spanish at 390 px, axe on each page.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const TEXT = {
  en: {
    cardsTab: 'Member Cards',
    field: 'Card code or member ID',
    check: 'Check',
    valid: 'Valid',
    revoked: 'Revoked',
    offline: 'No connection',
    listAge: /Revocation list updated/,
  },
  es: {
    cardsTab: 'Tarjetas de miembro',
    field: 'Código de la tarjeta o ID de miembro',
    check: 'Verificar',
    valid: 'Válida',
    revoked: 'Revocada',
    offline: 'Sin conexión',
    listAge: /Lista de revocación actualizada/,
  },
} as const;

let memberIdSeq = Math.floor(Math.random() * 900_000) + 100_000;

/** An active member with a member ID (a card is issued only with one). */
async function memberWithCard(prefix: string) {
  const member = await seedMember(prefix, 'active');
  const memberId = `IL-${new Date().getFullYear()}-${String((memberIdSeq += 1)).padStart(6, '0')}`;
  await emulatorFirestore().doc(`memberships/${member.membershipId}`).update({ memberId });
  return { ...member, memberId };
}

/** The card's token as the member's QR code holds it (the member's own GET /cards/me). */
async function cardToken(member: { email: string; password: string }, memberId: string) {
  const signedIn = await fetch(
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: member.email,
        password: member.password,
        returnSecureToken: true,
      }),
    },
  );
  const { idToken } = (await signedIn.json()) as { idToken: string };
  const response = await fetch(`${SITE_URL}/api/v1/cards/me`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  const { data } = (await response.json()) as {
    data: { member_id: string; token: string }[];
  };
  const token = data.find((card) => card.member_id === memberId)?.token;
  if (!token) throw new Error(`No card for ${memberId}`);
  return token;
}

/** In the page: whether the checker has kept a revocation list fetched since `since` (ms). */
function keptListFetchedSince(since: number): Promise<boolean> {
  return new Promise((resolve) => {
    const opened = indexedDB.open('keyval-store');
    opened.onerror = () => resolve(false);
    opened.onsuccess = () => {
      const read = opened.result
        .transaction('keyval')
        .objectStore('keyval')
        .get('verify-card:revocations');
      read.onerror = () => resolve(false);
      read.onsuccess = () => resolve(Number(read.result?.fetchedAt ?? 0) >= since);
    };
  });
}

/** Asks until the answer is true, for at most 20 s. */
async function untilTrue(ask: () => Promise<boolean>) {
  const deadline = Date.now() + 20_000;
  while (!(await ask())) {
    if (Date.now() > deadline) throw new Error('Still false after 20 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function checkOnPage(page: Page, locale: 'en' | 'es', token: string) {
  const t = TEXT[locale];
  await page.getByLabel(t.field).fill(token);
  await page.getByRole('button', { name: t.check, exact: true }).click();
  return page.getByRole('heading', {
    level: 2,
    name: new RegExp(`^(${t.valid}|${t.revoked})$`),
  });
}

describe.each([
  { locale: 'en' as const, viewport: VIEWPORTS.desktop },
  { locale: 'es' as const, viewport: VIEWPORTS.phone },
])('member cards at the door ($locale, $viewport.width px)', ({ locale, viewport }) => {
  it('shows the card, verifies it offline, then refuses it once revoked', async () => {
    const t = TEXT[locale];
    const member = await memberWithCard(`card-${locale}`);

    // The member's card in My Account.
    const memberContext = await newContext(browser, { locale, viewport });
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, member, '/my-account?tab=cards');
    await (
      viewport.width < 900
        ? memberPage.getByRole('button', { name: t.cardsTab, expanded: true })
        : memberPage.getByRole('tab', { name: t.cardsTab, selected: true })
    ).waitFor();
    await memberPage.getByText(member.memberId).first().waitFor();
    expect(await seriousAxeViolations(memberPage)).toEqual([]);
    const token = await cardToken(member, member.memberId);
    await memberContext.close();

    // The administrator opens /verify once online: the keys and list are kept, the worker installed.
    const context = await newContext(browser, { locale, viewport });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signIn(page, DEMO.admin);
    await page.goto('/verify');
    await page.getByText(t.listAge).waitFor();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/verify');
      if (!registration) throw new Error('The checker registered no service worker');
      await navigator.serviceWorker.ready;
    });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // No network: the page loads from the worker's cache and says the card is valid.
    await context.setOffline(true);
    await page.reload();
    await page.getByText(t.offline).waitFor();
    await page.getByText(t.listAge).waitFor();
    const offlineVerdict = await checkOnPage(page, locale, token);
    await expect(offlineVerdict.textContent()).resolves.toBe(t.valid);
    await expect(offlineVerdict.evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Online again: the membership is suspended and the list refreshes; cut off once more,
    // the checker refuses the same card from the refreshed list alone.
    await context.setOffline(false);
    await asAdmin(`/memberships/${member.membershipId}/suspend`, {
      reason: 'Card journey: suspended at the door',
    });
    const suspendedAt = Date.now();
    await page.reload();
    await page.getByText(t.listAge).waitFor();
    await untilTrue(() => page.evaluate(keptListFetchedSince, suspendedAt));
    await context.setOffline(true);
    await page.reload();
    await page.getByText(t.offline).waitFor();
    const revokedVerdict = await checkOnPage(page, locale, token);
    await page.getByRole('heading', { level: 2, name: t.revoked }).waitFor();
    await expect(revokedVerdict.textContent()).resolves.toBe(t.revoked);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const scrollsSideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(scrollsSideways).toBe(false);
    expect(
      errors.filter(
        (error) => !/ERR_INTERNET_DISCONNECTED|Failed to load|Network error/.test(error),
      ),
    ).toEqual([]);
    await context.close();
  });
});
