import type { RuntimeConfig } from '../../config/runtime-config';

import { appCheckEnabled, startAppCheck } from './app-check';

/**
 * The header that carries this site's App Check token, for API calls and Firestore REST
 * reads; none where App Check is off, so those pages load no Firebase for it.
 */
export async function appCheckHeaders(config: RuntimeConfig): Promise<Record<string, string>> {
  if (!appCheckEnabled(config)) return {};
  const [{ loadFirebase }, { getToken }] = await Promise.all([
    import('./load-firebase'),
    import('firebase/app-check'),
  ]);
  const { app } = await loadFirebase(config);
  const { token } = await getToken(await startAppCheck(app, config));
  return { 'X-Firebase-AppCheck': token };
}
