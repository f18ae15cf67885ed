import type { RuntimeConfig } from '../../config/runtime-config';
import { queryString } from '../api/query-string';
import { signedInRequest } from '../api/signed-in-request';

import type { AuditEntry } from './admin-records';

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
