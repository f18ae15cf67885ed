import type { EndpointKey } from '@domain/contract/api-endpoints';
import type { ExportTable } from '@domain/csv-export';
import { valueIfOneOf, MEMBERSHIP_ROLES } from '@domain/enums';
import { EXPORT_STATUS_FILTERS } from '@domain/schemas/admin';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { callApi } from '../../../lib/api/call-api';
import { saveBlob } from '../../../lib/files/save-blob';

export type { ExportTable };

/** A table's search and filters as its toolbar holds them ('all' or empty: no filter). */
export interface ExportFilter {
  search?: string;
  status?: string;
  role?: string;
}

const EXPORT_KEYS = {
  accounts: 'GET /admin/export/accounts.csv',
  memberships: 'GET /admin/export/memberships.csv',
  'club-memberships': 'GET /admin/export/club-memberships.csv',
} as const satisfies Record<ExportTable, EndpointKey>;

const fileName = (name: string) => `${name}-${new Date().toISOString().slice(0, 10)}.csv`;

/** Saves an export's CSV as `{name}-{today}.csv`. */
export const saveCsv = (csv: string, name: string) =>
  saveBlob(new Blob([csv], { type: 'text/csv' }), fileName(name));

/**
 * Downloads every row of an admin table's current search and filter as CSV, saved as
 * `{table}-{today}.csv` (a plain link could not send the bearer token).
 */
export async function downloadCsv(config: RuntimeConfig, table: ExportTable, filter: ExportFilter) {
  const { search, status, role } = filter;
  const csv = await callApi(config, EXPORT_KEYS[table], {
    query: {
      search,
      status: valueIfOneOf(EXPORT_STATUS_FILTERS, status),
      role: valueIfOneOf(MEMBERSHIP_ROLES, role),
    },
  });
  saveCsv(csv, table);
}
