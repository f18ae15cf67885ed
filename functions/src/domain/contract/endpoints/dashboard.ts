import type { DashboardWire } from '../../wire/dashboard';
import type { NoInput } from '../endpoint-kinds';

/** The board dashboard of the admin console. ApiEndpoints extends it. */
export interface DashboardEndpoints {
  /**
   * The association's figures for the board: members by status, tier, division and club, new
   * members and revenue per month, renewals due, entries per upcoming event and certifications
   * expiring (administrators). Counted by aggregation queries and trigger-kept counters.
   */
  'GET /admin/dashboard': NoInput<'admin', DashboardWire>;
}
