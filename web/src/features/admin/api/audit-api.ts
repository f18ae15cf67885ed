import type { RuntimeConfig } from '../../../config/runtime-config';
import type { AuditEntry } from '../../../lib/admin/admin-records';
import { queryString } from '../../../lib/api/query-string';
import { signedInRequest } from '../../../lib/api/signed-in-request';

/** The recorded admin changes of one record, newest first. */
export async function getRecordHistory(
  config: RuntimeConfig,
  recordId: string,
): Promise<AuditEntry[]> {
  const body = await signedInRequest<
    AuditEntry[] | { entries?: AuditEntry[]; history?: AuditEntry[] }
  >(config, `/audit${queryString({ record_id: recordId })}`);
  if (Array.isArray(body)) return body;
  return body?.entries ?? body?.history ?? [];
}
