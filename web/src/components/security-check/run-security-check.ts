import { isCaptchaSuccess, type CaptchaAction } from '@domain/captcha';
import type { AnswerOf } from '@domain/contract/api-endpoints';

import { isEmulator, type RuntimeConfig } from '../../config/runtime-config';
import { ApiRequestError } from '../../lib/api/api-client';
import { callApi } from '../../lib/api/call-api';

import { executeRecaptcha } from './load-recaptcha';
import { SecurityCheckFailure } from './security-check-failure';

/** Under the emulators only: the server issues a token its own verifier accepts. */
async function emulatorToken(config: RuntimeConfig, action: CaptchaAction): Promise<string> {
  try {
    const { token } = await callApi(config, 'POST /captcha/test-token', {
      auth: 'none',
      body: { recaptcha_action: action },
    });
    if (token) return token;
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
): Promise<string> {
  let verdict: AnswerOf<'POST /captcha'>;
  try {
    // A signed-in person's ID token goes with it, so the server ties the check to them.
    verdict = await callApi(config, 'POST /captcha', {
      auth: 'optional',
      body: { token, recaptcha_action: action },
    });
  } catch (error) {
    // 400 is the server's verdict on the token; anything else means it could not judge.
    if (error instanceof ApiRequestError && error.status === 400) {
      throw new SecurityCheckFailure('securityCheck.captchaFailed');
    }
    throw new SecurityCheckFailure('securityCheck.validateFailed');
  }
  // The spec's success rule, plus the id the protected endpoints ask for.
  if (isCaptchaSuccess(verdict) && verdict.verification_id) return verdict.verification_id;
  throw new SecurityCheckFailure('securityCheck.captchaFailed');
}

/** Obtains and verifies a token for the action; resolves with the server's verification id. */
export async function runSecurityCheck(
  config: RuntimeConfig,
  action: CaptchaAction,
): Promise<string> {
  return verifyToken(config, await tokenFor(config, action), action);
}
