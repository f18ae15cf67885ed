import type { Page } from 'playwright-core';

import enAuth from '../../../web/src/i18n/en/auth.json';
import enRegistration from '../../../web/src/i18n/en/registration.json';
import esAuth from '../../../web/src/i18n/es/auth.json';
import esRegistration from '../../../web/src/i18n/es/registration.json';
import { passSecurityCheck } from '../support/auth-emulator';
import { seriousAxeViolations, SITE_URL } from '../support/browser';

export type Locale = 'en' | 'es';

const CATALOGUES: Record<Locale, Record<string, string>> = {
  en: { ...enAuth, ...enRegistration },
  es: { ...esAuth, ...esRegistration },
};

/** The text the site shows for a message id, so journeys read as the reader does. */
export function t(locale: Locale, id: string): string {
  const text = CATALOGUES[locale][id];
  if (!text) throw new Error(`No message ${id} in ${locale}`);
  return text;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field by its label; a required field's label ends with an asterisk. */
export const label = (page: Page, locale: Locale, id: string) =>
  page.getByLabel(new RegExp(`^${escaped(t(locale, id))}(\\s*\\*)?$`));

export async function waitForStep(page: Page, locale: Locale, titleId: string) {
  await page.getByRole('heading', { level: 2, name: t(locale, titleId), exact: true }).waitFor();
}

/** Axe's serious findings and any sideways scrolling: what a step must not have. */
export async function layoutProblems(page: Page, step: string): Promise<string[]> {
  const problems = (await seriousAxeViolations(page)).map((violation) => `${step}: ${violation}`);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow > 1) problems.push(`${step}: page scrolls sideways by ${overflow}px`);
  return problems;
}

/** Step 1 by email: the security check, then email, password and confirmation. */
export async function signUpByEmail(page: Page, locale: Locale, email: string, password: string) {
  await page.getByRole('button', { name: t(locale, 'registration.createAccount.email') }).click();
  await passSecurityCheck(page, label(page, locale, 'registration.field.email'));
  await label(page, locale, 'registration.field.email').fill(email);
  await label(page, locale, 'registration.field.password').fill(password);
  await label(page, locale, 'registration.field.confirmPassword').fill(password);
  await page
    .getByRole('button', { name: t(locale, 'registration.createAccount.submit'), exact: true })
    .click();
}

export interface Person {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: 'male' | 'female' | 'other';
}

/** Step 2: the account holder's details and an Illinois address. */
export async function fillAccountInformation(page: Page, locale: Locale, person: Person) {
  await label(page, locale, 'registration.field.firstName').fill(person.firstName);
  await label(page, locale, 'registration.field.lastName').fill(person.lastName);
  await label(page, locale, 'registration.field.phone').fill('312-555-0142');
  await label(page, locale, 'registration.field.dateOfBirth').fill(person.dateOfBirth);
  await label(page, locale, 'registration.field.gender').selectOption(person.gender);
  await label(page, locale, 'registration.address.street').fill('200 Prairie Ave');
  await label(page, locale, 'registration.address.city').fill('Springfield');
  await label(page, locale, 'registration.address.state').selectOption('IL');
  await label(page, locale, 'registration.address.zipcode').fill('62701');
}

/** Signs in on /login, whose email form appears once the security check has passed. */
export async function signInByEmail(page: Page, locale: Locale, email: string, password: string) {
  const emailField = label(page, locale, 'registration.field.email');
  await passSecurityCheck(page, emailField);
  await emailField.fill(email);
  await label(page, locale, 'registration.field.password').fill(password);
  await page.getByRole('button', { name: t(locale, 'signIn.submit'), exact: true }).click();
}

export async function saveAccountInformation(page: Page, locale: Locale) {
  await page.getByRole('button', { name: t(locale, 'registration.accountInfo.submit') }).click();
}

/** Step 3 after the athlete's names and date of birth: sizes, belt, club and agreements. */
export async function fillAthleteBackground(page: Page, locale: Locale) {
  await label(page, locale, 'registration.field.tShirtSize').selectOption('YM');
  await label(page, locale, 'registration.field.uniformSize').selectOption('2');
  await label(page, locale, 'registration.field.beltRank').selectOption('green');
  const school = page.getByRole('combobox', {
    name: t(locale, 'registration.field.currentSchool'),
  });
  await school.fill('lake');
  await page.getByRole('option', { name: 'Lakeshore Taekwondo' }).click();
  await page.getByRole('checkbox', { name: t(locale, 'registration.category.poomsae') }).check();
  for (const id of [
    'registration.agreement.codeOfConduct',
    'registration.agreement.training',
    'registration.agreement.mediaRelease',
    'registration.agreement.accuracy',
  ]) {
    await page.getByRole('checkbox', { name: t(locale, id) }).check();
  }
}

export async function fillAthleteName(page: Page, locale: Locale, person: Person) {
  await label(page, locale, 'registration.field.athleteFirstName').fill(person.firstName);
  await label(page, locale, 'registration.field.athleteLastName').fill(person.lastName);
  await label(page, locale, 'registration.field.dateOfBirth').fill(person.dateOfBirth);
  await label(page, locale, 'registration.field.gender').selectOption(person.gender);
}

const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST
  ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
  : 'http://127.0.0.1:9099';

export interface MembershipOnRecord {
  is_self_registration: boolean;
  membership_tier: string;
  division: string;
  parent_name: string | null;
  status: string;
  club_id: string | null;
  first_name: string;
}

/** What the API now holds for this person, read as they would through GET /memberships/me/all. */
export async function membershipsOf(
  email: string,
  password: string,
): Promise<MembershipOnRecord[]> {
  const signIn = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const response = await fetch(`${SITE_URL}/api/v1/memberships/me/all`, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  const { memberships } = (await response.json()) as { memberships: MembershipOnRecord[] };
  return memberships;
}

/** A date of birth that makes someone this many years old today (less half a year). */
export function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(date.getUTCMonth() - 6);
  return date.toISOString().slice(0, 10);
}
