import { CAPTCHA_ACTIONS, isCaptchaSuccess } from './captcha';

describe('isCaptchaSuccess', () => {
  it('accepts true, the string true and objects with response or success true', () => {
    expect(isCaptchaSuccess(true)).toBe(true);
    expect(isCaptchaSuccess('true')).toBe(true);
    expect(isCaptchaSuccess({ response: true })).toBe(true);
    expect(isCaptchaSuccess({ success: true })).toBe(true);
  });

  it('refuses everything else', () => {
    expect(isCaptchaSuccess(false)).toBe(false);
    expect(isCaptchaSuccess('yes')).toBe(false);
    expect(isCaptchaSuccess({ success: 'true' })).toBe(false);
    expect(isCaptchaSuccess({ response: false, success: false })).toBe(false);
    expect(isCaptchaSuccess(null)).toBe(false);
  });

  it('knows the three captcha actions', () => {
    expect(CAPTCHA_ACTIONS).toEqual(['registration', 'login', 'invite_validation']);
  });
});
