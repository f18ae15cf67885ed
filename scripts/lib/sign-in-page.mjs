// Signing in through the real /login page, as a member does: the browser tests and the
// bench's returning-member profiles both start this way.

/**
 * Waits until the page in `page` is live (<html data-hydrated>). A public page starts its
 * app at the visitor's first key, pointer or focus (web/src/main.tsx), so this presses
 * Shift until it does: the entry may not be listening yet when the first press comes.
 */
export async function waitUntilLive(page) {
  const live = page.locator('html[data-hydrated]');
  for (let attempt = 1; attempt <= 120; attempt += 1) {
    if ((await live.count()) > 0) return;
    await page.keyboard.press('Shift');
    await live.waitFor({ state: 'attached', timeout: 500 }).catch(() => undefined);
  }
  await live.waitFor({ state: 'attached' });
}

/**
 * Opens `loginUrl` in `page` (Playwright), ticks the security check (the emulator build's
 * local stand-in), fills the email form with `account` and waits for the page the sign-in
 * goes on to: /my-account, or the path of the login URL's `redirect`. On a busy machine the
 * first tick may land on the prerendered page before React took it over: then it reloads
 * and ticks again, three times at most.
 */
export async function signInThroughLoginPage(page, loginUrl, { email, password }) {
  const redirect = new URL(loginUrl, 'http://site.invalid').searchParams.get('redirect');
  const landsOn = new URL(redirect ?? '/my-account', 'http://site.invalid').pathname;
  await page.goto(loginUrl);
  const check = page.getByRole('checkbox', { name: /^(I am not a robot|No soy un robot)$/ });
  const emailField = page.getByLabel(/^(Email|Correo electrónico)/);
  for (let attempt = 1; ; attempt += 1) {
    await waitUntilLive(page);
    if (!(await check.isChecked())) await check.click();
    try {
      await emailField.waitFor({ timeout: 15_000 });
      break;
    } catch (error) {
      if (attempt >= 3)
        throw new Error(`${loginUrl} never showed its email form`, { cause: error });
      await page.reload();
    }
  }
  await emailField.fill(email);
  await page.getByLabel(/^(Password|Contraseña)/).fill(password);
  await page.getByRole('button', { name: /^(Sign In|Iniciar sesión)$/ }).click();
  await page
    .waitForURL((url) => url.pathname === landsOn)
    .catch(async (error) => {
      const text = await page
        .evaluate(() => globalThis.document.body?.innerText ?? '')
        .catch(() => '');
      const showing = JSON.stringify(text.replace(/\s+/g, ' ').slice(0, 300));
      throw new Error(`Signing ${email} in did not reach ${landsOn}: ${showing}`, { cause: error });
    });
}
