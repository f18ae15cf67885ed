import type { RuntimeConfig } from '../../../config/runtime-config';
import { callApi } from '../../../lib/api/call-api';
import { saveBlob } from '../../../lib/files/save-blob';

// Families' data rights (the Account tab's "Your data" section): all through the API.

/** GET /accounts/me/export: everything the account holds, as one JSON document. */
export const exportMyData = (config: RuntimeConfig, locale: string) =>
  callApi(config, 'GET /accounts/me/export', { locale });

/** POST or DELETE /accounts/me/deletion-request: ask for erasure, or withdraw the ask. */
export const setDeletionRequested = (config: RuntimeConfig, requested: boolean, locale: string) =>
  requested
    ? callApi(config, 'POST /accounts/me/deletion-request', { locale })
    : callApi(config, 'DELETE /accounts/me/deletion-request', { locale });

/** Hands the export to the browser as a file download. */
export function saveAsJsonFile(data: unknown, fileName: string) {
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}
