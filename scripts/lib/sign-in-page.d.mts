import type { Page } from 'playwright-core';

export function signInThroughLoginPage(
  page: Page,
  loginUrl: string,
  account: { email: string; password: string },
): Promise<void>;

export function waitUntilLive(page: Page): Promise<void>;
