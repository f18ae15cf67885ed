import type { DashboardWire } from '@domain/wire/dashboard';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { callApi } from '../../../lib/api/call-api';

/** The board's figures: members, months, renewals, events and certifications. */
export function getDashboard(config: RuntimeConfig): Promise<DashboardWire> {
  return callApi(config, 'GET /admin/dashboard');
}
