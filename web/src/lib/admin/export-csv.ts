import type { RuntimeConfig } from '../../config/runtime-config';
import { ApiRequestError } from '../api/api-client';

import { queryString } from './admin-request';
import { currentIdToken } from './id-token';

export type ExportTable = 'accounts' | 'memberships' | 'club-memberships';

export interface ExportFilter {
  search?: string;
  status?: string;
  role?: string;
}

/**
 * Downloads every row of the current search and filter as CSV. A plain link cannot send
 * the bearer token, so the file is fetched, held as a blob and saved through an object URL.
 */
export async function downloadCsv(config: RuntimeConfig, table: ExportTable, filter: ExportFilter) {
  const idToken = await currentIdToken(config);
  const url = `${config.api.accountBaseUrl}/api/v1/admin/export/${table}.csv${queryString({ ...filter })}`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${idToken}` } });
  if (!response.ok) {
    throw new ApiRequestError({
      code: 'HTTP_ERROR',
      statusCode: response.status,
      message: `HTTP ${response.status}: ${response.statusText}`,
    });
  }
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = `${table}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}
