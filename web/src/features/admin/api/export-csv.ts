import type { EndpointKey } from '@domain/contract/api-endpoints';
import type { ExportTable } from '@domain/csv-export';
import { isOneOf, MEMBERSHIP_ROLES } from '@domain/enums';
import { EXPORT_STATUS_FILTERS } from '@domain/schemas/admin';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { ApiRequestError } from '../../../lib/api/api-client';
import { callApi } from '../../../lib/api/call-api';
import { queryString } from '../../../lib/api/query-string';
import { currentIdToken } from '../../../lib/api/signed-in-request';
import { saveBlob } from '../../../lib/files/save-blob';
import { appCheckHeaders } from '../../../lib/firebase/app-check-headers';

export type { ExportTable };

/** A table's search and filters as its toolbar holds them ('all' or empty: no filter). */
export interface ExportFilter {
  search?: string;
  status?: string;
  role?: string;
}

type ExportQuery = Record<string, string | undefined>;

const EXPORT_KEYS = {
  accounts: 'GET /admin/export/accounts.csv',
  memberships: 'GET /admin/export/memberships.csv',
  'club-memberships': 'GET /admin/export/club-memberships.csv',
} as const satisfies Record<ExportTable, EndpointKey>;

const fileName = (name: string) => `${name}-${new Date().toISOString().slice(0, 10)}.csv`;

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
  saveBlob(await response.blob(), fileName(name));
}

/**
 * Downloads every row of an admin table's current search and filter as CSV, saved as
 * `{table}-{today}.csv` (a plain link could not send the bearer token).
 */
export async function downloadCsv(config: RuntimeConfig, table: ExportTable, filter: ExportFilter) {
  const { search, status, role } = filter;
  const csv = await callApi(config, EXPORT_KEYS[table], {
    query: {
      search,
      status: isOneOf(EXPORT_STATUS_FILTERS, status) ? status : undefined,
      role: isOneOf(MEMBERSHIP_ROLES, role) ? role : undefined,
    },
  });
  saveBlob(new Blob([csv], { type: 'text/csv' }), fileName(table));
}
