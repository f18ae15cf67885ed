import type { Page } from 'playwright-core';

/**
 * Signs in like support/browser's signIn, but ticks the security check again when the
 * first tick landed on the prerendered page before it was hydrated (seen on a busy machine).
 */
export async function signInWhenReady(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  const check = page.getByRole('checkbox', { name: /^(I am not a robot|No soy un robot)$/ });
  const email = page.getByLabel(/^(Email|Correo electrónico)/);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.waitForLoadState('networkidle');
    if (!(await check.isChecked())) await check.check();
    try {
      await email.waitFor({ timeout: 10_000 });
      break;
    } catch {
      await page.reload();
    }
  }
  await email.fill(account.email);
  await page.getByLabel(/^(Password|Contraseña)/).fill(account.password);
  await page.getByRole('button', { name: /^(Sign In|Iniciar sesión)$/ }).click();
  await page.waitForURL('**/my-account');
}
