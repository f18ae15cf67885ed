import type { RuntimeConfig } from '../../../config/runtime-config';
import { ApiRequestError } from '../../../lib/api/api-client';
import { queryString } from '../../../lib/api/query-string';
import { currentIdToken } from '../../../lib/api/signed-in-request';
import { saveBlob } from '../../../lib/files/save-blob';
import { appCheckHeaders } from '../../../lib/firebase/app-check-headers';

export type ExportTable = 'accounts' | 'memberships' | 'club-memberships';

export interface ExportFilter {
  search?: string;
  status?: string;
  role?: string;
}

type ExportQuery = Record<string, string | undefined>;

/**
 * Downloads one of the API's CSV exports (/admin/export/{file}) as `{name}-{today}.csv`.
 * A plain link cannot send the bearer token, so the file is fetched, held as a blob and
 * saved through an object URL.
 */
export async function downloadExport(
  config: RuntimeConfig,
  file: string,
  query: ExportQuery,
  name: string,
) {
  const idToken = await currentIdToken(config);
  const url = `${config.api.accountBaseUrl}/api/v1/admin/export/${file}${queryString(query)}`;
  // Outside the emulators the API refuses a call without this site's App Check token.
  const headers = { Authorization: `Bearer ${idToken}`, ...(await appCheckHeaders(config)) };
  const response = await fetch(url, { headers });
  if (!response.ok) {
    throw new ApiRequestError({
      code: 'HTTP_ERROR',
      statusCode: response.status,
      message: `HTTP ${response.status}: ${response.statusText}`,
    });
  }
  saveBlob(await response.blob(), `${name}-${new Date().toISOString().slice(0, 10)}.csv`);
}

/** Downloads every row of an admin table's current search and filter as CSV. */
export const downloadCsv = (config: RuntimeConfig, table: ExportTable, filter: ExportFilter) =>
  downloadExport(config, `${table}.csv`, { ...filter }, table);
