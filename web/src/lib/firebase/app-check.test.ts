import { emulatorTestConfig } from '../api/test-runtime-config';

import { appCheckEnabled } from './app-check';
import { appCheckHeaders } from './app-check-headers';

describe('App Check', () => {
  const emulator = emulatorTestConfig();
  const production = {
    ...emulator,
    firebase: { ...emulator.firebase, emulators: undefined },
    recaptcha: { siteKey: 'site-key' },
  };

  it('is on in production with a reCAPTCHA Enterprise site key, and off under the emulators', () => {
    expect(appCheckEnabled(production)).toBe(true);
    expect(appCheckEnabled(emulator)).toBe(false);
    expect(appCheckEnabled({ ...production, recaptcha: { siteKey: '' } })).toBe(false);
  });

  it('adds no header (and loads no Firebase) where it is off', async () => {
    await expect(appCheckHeaders(emulator)).resolves.toEqual({});
  });
});
