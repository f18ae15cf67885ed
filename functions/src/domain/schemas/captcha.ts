import type { InferType } from 'yup';

import { CAPTCHA_ACTIONS } from '../captcha';

import { oneOfText, requiredText, strictObject } from './fields';
import { REQUIRED_MESSAGE } from './message-keys';

const captchaActionField = () => oneOfText(CAPTCHA_ACTIONS).required(REQUIRED_MESSAGE);

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
