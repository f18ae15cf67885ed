import { assertAdmin, type Caller } from '../../auth/caller';

import type { DashboardRepository } from './dashboard.repository';

/** The board dashboard's figures, for administrators, as of `now`. */
export function dashboardService({
  dashboard,
  now,
}: {
  dashboard: DashboardRepository;
  now: () => Date;
}) {
  return {
    async figures(caller: Caller) {
      assertAdmin(caller);
      return dashboard.figures(now());
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
