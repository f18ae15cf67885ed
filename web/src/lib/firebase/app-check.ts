import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';

import type { RuntimeConfig } from '../../config/runtime-config';

/**
 * App Check is on in production only: there reCAPTCHA Enterprise attests that calls come
 * from this site, and the API and Firestore refuse the rest. Under the emulators nothing can
 * attest offline (the debug provider's exchange needs Google's servers) and nothing checks.
 */
export const appCheckEnabled = (config: RuntimeConfig) =>
  !config.firebase.emulators && config.recaptcha.siteKey !== '';

let appCheck: Promise<AppCheck> | null = null;

/** Starts App Check for the app; call before Firestore or the API are used. */
export function startAppCheck(app: FirebaseApp, config: RuntimeConfig): Promise<AppCheck> {
  appCheck ??= import('firebase/app-check').then(
    ({ initializeAppCheck, ReCaptchaEnterpriseProvider }) =>
      initializeAppCheck(app, {
        provider: new ReCaptchaEnterpriseProvider(config.recaptcha.siteKey),
        isTokenAutoRefreshEnabled: true,
      }),
  );
  return appCheck;
}
