import type { Locator, Page } from 'playwright-core';

/** The Auth emulator's own address and the demo project the emulator suite runs. */
const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST
  ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
  : 'http://127.0.0.1:9099';
const PROJECT_ID = 'demo-iltkd';
const API_KEY = 'demo-api-key';

export interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobCode: string;
  oobLink: string;
}

/** An address no other test (or earlier run) uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.iltkd.test`;
}

async function identityToolkit<T>(method: string, body: unknown): Promise<T> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  if (!response.ok) throw new Error(`accounts:${method} failed: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Creates an email-and-password user directly in the Auth emulator; returns its ID token. */
export async function createEmailUser(email: string, password: string): Promise<string> {
  const { idToken } = await identityToolkit<{ idToken: string }>('signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  return idToken;
}

/** Asks the emulator to "send" a verification email to the user holding this token. */
export async function sendVerificationEmail(idToken: string): Promise<void> {
  await identityToolkit('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });
}

/** The newest emailed code of this kind for this address, as the Auth emulator kept it. */
export async function latestOobCode(email: string, requestType: OobCode['requestType']) {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const matching = oobCodes.filter(
    (code) => code.email === email && code.requestType === requestType,
  );
  const latest = matching.at(-1);
  if (!latest) throw new Error(`No ${requestType} code for ${email}`);
  return latest;
}

/**
 * The site's own action page for an emailed link: the same query (mode, oobCode,
 * continueUrl, apiKey) on /auth/action, as the project's email templates point there.
 */
export function actionPagePath(code: OobCode): string {
  return `/auth/action${new URL(code.oobLink).search}`;
}

/**
 * Ticks the emulator build's local security check and waits until it has passed: until
 * `unlocked` shows (what the page reveals once the check passes, which may replace the
 * check itself), or else the check's own 'passed' status.
 */
/** A verified email-and-password user (no account record yet); returns its first ID token. */
export async function createVerifiedEmailUser(email: string, password: string): Promise<string> {
  const idToken = await createEmailUser(email, password);
  await sendVerificationEmail(idToken);
  const code = await latestOobCode(email, 'VERIFY_EMAIL');
  // The Auth emulator applies a code when its link is followed.
  await fetch(code.oobLink);
  return idToken;
}

export async function passSecurityCheck(page: Page, unlocked?: Locator): Promise<void> {
  await page.getByRole('checkbox', { name: /^(I am not a robot|No soy un robot)$/ }).check();
  await (
    unlocked ?? page.getByText(/^(Security check passed\.|Verificación de seguridad superada\.)$/)
  ).waitFor();
}
