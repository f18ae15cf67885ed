import { isCaptchaSuccess, type CaptchaAction } from '@domain/captcha';

import { isEmulator, type RuntimeConfig } from '../../config/runtime-config';
import { apiRequest, ApiRequestError } from '../../lib/api/api-client';
import { optionalIdToken } from '../../lib/api/signed-in-request';

import { executeRecaptcha } from './load-recaptcha';
import { SecurityCheckFailure } from './security-check-failure';

function verificationIdOf(verdict: unknown): string | null {
  const id = (verdict as { verification_id?: unknown } | null)?.verification_id;
  return typeof id === 'string' && id ? id : null;
}

/** Under the emulators only: the server issues a token its own verifier accepts. */
async function emulatorToken(config: RuntimeConfig, action: CaptchaAction): Promise<string> {
  try {
    const { token } = await apiRequest<{ token?: unknown }>(config, '/captcha/test-token', {
      method: 'POST',
      body: { recaptcha_action: action },
    });
    if (typeof token === 'string' && token) return token;
  } catch (error) {
    console.warn('The emulator security-check token was refused', error);
  }
  throw new SecurityCheckFailure('securityCheck.validateFailed');
}

function tokenFor(config: RuntimeConfig, action: CaptchaAction): Promise<string> {
  if (config.recaptcha.siteKey) return executeRecaptcha(config.recaptcha.siteKey, action);
  if (isEmulator(config)) return emulatorToken(config, action);
  return Promise.reject(new SecurityCheckFailure('securityCheck.configurationMissing'));
}

async function verifyToken(
  config: RuntimeConfig,
  token: string,
  action: CaptchaAction,
  idToken: string | undefined,
): Promise<string> {
  let verdict: unknown;
  try {
    verdict = await apiRequest<unknown>(config, '/captcha', {
      method: 'POST',
      body: { token, recaptcha_action: action },
      idToken,
    });
  } catch (error) {
    // 400 is the server's verdict on the token; anything else means it could not judge.
    if (error instanceof ApiRequestError && error.status === 400) {
      throw new SecurityCheckFailure('securityCheck.captchaFailed');
    }
    throw new SecurityCheckFailure('securityCheck.validateFailed');
  }
  // The spec's success rule, plus the id the protected endpoints ask for.
  const verificationId = verificationIdOf(verdict);
  if (isCaptchaSuccess(verdict) && verificationId) return verificationId;
  throw new SecurityCheckFailure('securityCheck.captchaFailed');
}

/**
 * Obtains and verifies a token for the action; resolves with the server's verification id.
 * A signed-in person's ID token goes with it, so the server ties the check to them.
 */
export async function runSecurityCheck(
  config: RuntimeConfig,
  action: CaptchaAction,
): Promise<string> {
  const [token, idToken] = await Promise.all([tokenFor(config, action), optionalIdToken(config)]);
  return verifyToken(config, token, action, idToken);
}
