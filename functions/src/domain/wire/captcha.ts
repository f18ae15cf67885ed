/** POST /captcha: the check passed; protected endpoints take the id as X-Security-Check. */
export type CaptchaVerdictWire = {
  success: true;
  verification_id: string;
};

/** POST /captcha/test-token (emulator only): a token the local verifier accepts. */
export type CaptchaTestTokenWire = { token: string };
