import { parseRuntimeConfig, type RuntimeConfig } from '../../config/runtime-config';

/** For tests: the emulator build's configuration (no site key, emulators set). */
export function emulatorTestConfig(): RuntimeConfig {
  return parseRuntimeConfig({
    api: { accountBaseUrl: '', membershipBaseUrl: '', timeoutMs: 1000 },
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: 'demo-iltkd.firebaseapp.com',
      projectId: 'demo-iltkd',
      appId: 'demo-app-id',
      emulators: { auth: 'http://127.0.0.1:9099', firestoreHost: '127.0.0.1', firestorePort: 8080 },
    },
    recaptcha: { siteKey: '' },
  });
}

/** For tests: a deployed configuration, with or without a reCAPTCHA site key. */
export function productionTestConfig(siteKey = 'site-key-1'): RuntimeConfig {
  return parseRuntimeConfig({
    api: { accountBaseUrl: 'https://api.example.test', membershipBaseUrl: '', timeoutMs: 1000 },
    firebase: { apiKey: 'k', authDomain: 'example.test', projectId: 'p', appId: 'a' },
    recaptcha: { siteKey },
  });
}
