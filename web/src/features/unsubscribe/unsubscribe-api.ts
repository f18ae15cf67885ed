import type { RuntimeConfig } from '../../config/runtime-config';
import { callApi } from '../../lib/api/call-api';

// The unsubscribe link of an announcement mail: no sign-in, the signed token says who and what.

/** GET /unsubscribe?token=: what the link names and whether it was already used. */
export const unsubscribeLink = (config: RuntimeConfig, token: string, locale: string) =>
  callApi(config, 'GET /unsubscribe', { query: { token }, auth: 'none', locale });

/** POST /unsubscribe?token=: stops this kind of announcement to this address. */
export const unsubscribe = (config: RuntimeConfig, token: string, locale: string) =>
  callApi(config, 'POST /unsubscribe', { query: { token }, auth: 'none', locale });
