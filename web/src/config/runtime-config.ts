/** The runtime configuration served at /config/env.json. */
export interface RuntimeConfig {
  appName: string;
  version: string;
  environment: string;
  api: { accountBaseUrl: string; membershipBaseUrl: string; timeoutMs: number };
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId: string;
    emulators?: { auth: string; firestoreHost: string; firestorePort: number };
  };
  stripe: { publishableKey: string };
  recaptcha: { siteKey: string };
  features: Record<string, boolean>;
  build: { commit: string; time: string };
}

/** Carries a message id so the error screen shows it in the reader's language. */
export class ConfigError extends Error {
  constructor(
    readonly messageId: 'config.notAvailable' | 'config.loadFailed' | 'config.missingField',
    readonly field = '',
  ) {
    super(field ? `${messageId}: ${field}` : messageId);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks the shape once at start-up and fails loudly, naming the missing field. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isObject(raw)) throw new ConfigError('config.notAvailable');
  const firebase = raw.firebase;
  if (!isObject(firebase)) throw new ConfigError('config.missingField', 'firebase');
  for (const key of ['apiKey', 'authDomain', 'projectId', 'appId']) {
    if (typeof firebase[key] !== 'string' || !firebase[key]) {
      throw new ConfigError('config.missingField', `firebase.${key}`);
    }
  }
  const api = isObject(raw.api) ? raw.api : {};
  return {
    appName: typeof raw.appName === 'string' ? raw.appName : 'Illinois Taekwondo Association',
    version: typeof raw.version === 'string' ? raw.version : '1.0.0',
    environment: typeof raw.environment === 'string' ? raw.environment : 'development',
    api: {
      accountBaseUrl: typeof api.accountBaseUrl === 'string' ? api.accountBaseUrl : '',
      membershipBaseUrl: typeof api.membershipBaseUrl === 'string' ? api.membershipBaseUrl : '',
      timeoutMs: typeof api.timeoutMs === 'number' ? api.timeoutMs : 30000,
    },
    firebase: firebase as unknown as RuntimeConfig['firebase'],
    stripe: {
      publishableKey: String((raw.stripe as { publishableKey?: unknown })?.publishableKey ?? ''),
    },
    recaptcha: { siteKey: String((raw.recaptcha as { siteKey?: unknown })?.siteKey ?? '') },
    features: isObject(raw.features) ? (raw.features as Record<string, boolean>) : {},
    build: isObject(raw.build)
      ? { commit: String(raw.build.commit ?? ''), time: String(raw.build.time ?? '') }
      : { commit: '', time: '' },
  };
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    // Default cache mode so the page's <link rel="preload"> answers it; Hosting sends
    // Cache-Control: no-cache, so a deployed change is still picked up on the next visit.
    response = await fetchImpl('/config/env.json', { credentials: 'same-origin' });
  } catch {
    throw new ConfigError('config.loadFailed');
  }
  if (!response.ok) {
    throw new ConfigError('config.loadFailed');
  }
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ConfigError('config.loadFailed');
  }
  return parseRuntimeConfig(raw);
}

/** Local stand-ins (Stripe test panel, security check) only ever run under the emulators. */
export const isEmulator = (config: RuntimeConfig) => Boolean(config.firebase.emulators);
