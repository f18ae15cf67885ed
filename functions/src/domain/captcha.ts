export const CAPTCHA_ACTIONS = ['registration', 'login', 'invite_validation'] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

/** The captcha endpoint has answered true, 'true', or an object with response or success true. */
export function isCaptchaSuccess(response: unknown): boolean {
  if (response === true || response === 'true') return true;
  if (typeof response !== 'object' || response === null) return false;
  const { success, response: inner } = response as { success?: unknown; response?: unknown };
  return success === true || inner === true;
}
