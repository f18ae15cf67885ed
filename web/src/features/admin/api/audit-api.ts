import type { AuditEntryWire } from '@domain/wire/audit-entry';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { callApi } from '../../../lib/api/call-api';

/** The recorded admin changes of one record, newest first. */
export async function getRecordHistory(
  config: RuntimeConfig,
  recordId: string,
): Promise<AuditEntryWire[]> {
  const { entries } = await callApi(config, 'GET /audit', { query: { record_id: recordId } });
  return entries;
}
