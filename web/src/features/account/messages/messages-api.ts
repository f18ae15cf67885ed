import type { BodyOf } from '@domain/contract/api-endpoints';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { callApi } from '../../../lib/api/call-api';

/** How many announcements one page of My Account's list shows. */
export const MESSAGES_PAGE_SIZE = 10;

/** GET /mail-preferences/me: which kinds of announcement the member receives. */
export const myMailPreferences = (config: RuntimeConfig, locale: string) =>
  callApi(config, 'GET /mail-preferences/me', { locale });

/** PUT /mail-preferences/me: all three choices at once. */
export const saveMailPreferences = (
  config: RuntimeConfig,
  body: BodyOf<'PUT /mail-preferences/me'>,
  locale: string,
) => callApi(config, 'PUT /mail-preferences/me', { body, locale });

/** GET /announcements/me: the announcements sent to the member, newest first, a page at a time. */
export const myAnnouncements = (config: RuntimeConfig, after: string | null, locale: string) =>
  callApi(config, 'GET /announcements/me', {
    query: { limit: MESSAGES_PAGE_SIZE, ...(after ? { after } : {}) },
    locale,
  });
