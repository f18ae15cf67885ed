import type { InferType } from 'yup';

import { CAPTCHA_ACTIONS } from '../captcha';

import { messageKey, oneOfText, requiredText, strictObject } from './fields';

const REQUIRED = messageKey('validation.required');

const captchaActionField = () => oneOfText(CAPTCHA_ACTIONS).required(REQUIRED);

/** POST /captcha: the token the browser got for an action. */
export const captchaVerificationSchema = strictObject({
  // reCAPTCHA Enterprise tokens run to a few thousand characters.
  token: requiredText(8192),
  recaptcha_action: captchaActionField(),
});

/** POST /captcha/test-token (emulator only). */
export const captchaTestTokenSchema = strictObject({
  recaptcha_action: captchaActionField(),
});

export type CaptchaVerificationInput = InferType<typeof captchaVerificationSchema>;
export type CaptchaTestTokenInput = InferType<typeof captchaTestTokenSchema>;
